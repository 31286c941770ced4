import { toApiError, type ApiError } from '../api/api-error';

export type UploadRequest = {
  url: string;
  method?: 'PUT' | 'POST' | 'PATCH';
  headers: Record<string, string>;
  /** The multipart body (the file parts and any field), or a resumable upload's chunk. */
  body: FormData | Blob;
  /** 0 to 1 as the bytes leave the device. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

// An Error carrying the API error's fields: isApiError and describeApiError read it as one.
export const failure = (error: ApiError): Error & ApiError =>
  Object.assign(new Error(error.message), error);

export const unreachable = () =>
  failure(toApiError({ status: 'FETCH_ERROR', error: 'Failed to fetch' }));

/**
 * Sends a body with XMLHttpRequest, the one browser API that reports upload
 * progress. Rejects as every API call does (lib/api/api-error.ts): the server's answer, or
 * 'FETCH_ERROR' when it cannot be reached; with an AbortError when aborted.
 */
export const uploadFile = ({
  url,
  method = 'PUT',
  headers,
  body,
  onProgress,
  signal,
}: UploadRequest): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const answer = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(answer);
      else
        reject(
          failure(
            toApiError(
              { status: request.status, data: answer },
              { statusText: request.statusText },
            ),
          ),
        );
    };
    request.onerror = () => reject(unreachable());
    request.ontimeout = () => reject(unreachable());
    request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
