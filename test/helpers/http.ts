/** A JSON request against a test server; answers status, headers and the parsed body. */
export type JsonResponse<T = unknown> = { status: number; headers: Headers; body: T };

export const requestJson = async <T = unknown>(
  url: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> => {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined && typeof init.body !== 'string')
    headers['content-type'] = 'application/json';
  if (typeof init.body === 'string') headers['content-type'] ??= 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (an HTML page, for instance): the text is the body.
  }
  return { status: response.status, headers: response.headers, body: body as T };
};

type FieldError = { field: string; message?: string };
const byFieldThenMessage = (a: FieldError, b: FieldError) =>
  a.field.localeCompare(b.field) || String(a.message).localeCompare(String(b.message));

/** Expects a 400 answer whose field errors are exactly these, in any order. */
export const expectFieldErrors = (answer: JsonResponse<unknown>, errors: FieldError[]) => {
  expect(answer.status).toBe(400);
  const given = (answer.body as { errors?: FieldError[] }).errors ?? [];
  expect([...given].sort(byFieldThenMessage)).toEqual([...errors].sort(byFieldThenMessage));
};
