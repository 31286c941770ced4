import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WhatsAppRequest = {
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components?: Array<{
        type: string;
        parameters: Array<{
          type: string;
          text?: string;
          document?: { id: string; filename: string };
        }>;
      }>;
    };
  };
};

export type WhatsAppMedia = { id: string; filename: string; type: string; content: Buffer };

/** What the peer answers a request with; undefined answers as the Cloud API does on success. */
export type WhatsAppFault = { status: number; code: number; message: string };

export type WhatsAppPeer = {
  url: string;
  token: string;
  phoneNumberId: string;
  /** Requests the peer accepted and answered with a message id. */
  accepted: WhatsAppRequest[];
  /** Files uploaded to /media, by the id the peer answered. */
  media: WhatsAppMedia[];
  /** Set to make the next requests fail as the Cloud API does. */
  fault: WhatsAppFault | undefined;
  close(): Promise<void>;
};

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** POST /{version}/{phone-number-id}/media: multipart with messaging_product, type and file. */
const readMedia = async (
  request: IncomingMessage,
  raw: Buffer,
): Promise<WhatsAppMedia | string> => {
  const form = await new Response(raw, {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  })
    .formData()
    .catch(() => undefined);
  const file = form?.get('file');
  const type = form?.get('type');
  if (form?.get('messaging_product') !== 'whatsapp' || !(file instanceof Blob))
    return 'The parameter file is required';
  if (typeof type !== 'string') return 'The parameter type is required';
  const filename = (file as File).name;
  const content = Buffer.from(await file.arrayBuffer());
  return {
    id: `${Date.now()}${content.length}`,
    filename,
    type,
    content,
  };
};

/**
 * The WhatsApp Business Cloud API's messages endpoint as its documentation shapes it:
 * POST /{version}/{phone-number-id}/messages with a bearer token, answering
 * {messaging_product, contacts, messages: [{id}]} or {error: {message, type, code, fbtrace_id}}.
 */
export const startWhatsAppPeer = async (): Promise<WhatsAppPeer> => {
  const peer: Omit<WhatsAppPeer, 'url' | 'close'> = {
    token: 'test-token',
    phoneNumberId: '106540352242922',
    accepted: [],
    media: [],
    fault: undefined,
  };
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'Atest' } });
    void readBody(request).then(async (raw) => {
      const path = request.url ?? '';
      const [, kind] = /^\/v\d+\.\d+\/\d+\/(messages|media)$/.exec(path) ?? [];
      if (!kind || !path.includes(peer.phoneNumberId))
        return error(400, 100, 'Unsupported post request');
      if (request.headers.authorization !== `Bearer ${peer.token}`)
        return error(401, 190, 'Invalid OAuth access token');
      if (peer.fault) return error(peer.fault.status, peer.fault.code, peer.fault.message);
      if (kind === 'media') {
        const media = await readMedia(request, raw);
        if (typeof media === 'string') return error(400, 100, media);
        peer.media.push(media);
        return answer(200, { id: media.id });
      }
      const sent = JSON.parse(raw.toString('utf8')) as WhatsAppRequest['body'];
      peer.accepted.push({ path, authorization: request.headers.authorization, body: sent });
      return answer(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: sent.to, wa_id: sent.to }],
        messages: [{ id: `wamid.${randomUUID()}`, message_status: 'accepted' }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(peer, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
};
