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
      components?: Array<{ type: string; parameters: Array<{ type: string; text: string }> }>;
    };
  };
};

/** What the peer answers a request with; undefined answers as the Cloud API does on success. */
export type WhatsAppFault = { status: number; code: number; message: string };

export type WhatsAppPeer = {
  url: string;
  token: string;
  phoneNumberId: string;
  /** Requests the peer accepted and answered with a message id. */
  accepted: WhatsAppRequest[];
  /** Set to make the next requests fail as the Cloud API does. */
  fault: WhatsAppFault | undefined;
  close(): Promise<void>;
};

const readJson = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
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
    fault: undefined,
  };
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, { error: { message, type: 'OAuthException', code, fbtrace_id: 'Atest' } });
    void readJson(request).then((body) => {
      const path = request.url ?? '';
      if (!/^\/v\d+\.\d+\/\d+\/messages$/.test(path) || !path.includes(peer.phoneNumberId))
        return error(400, 100, 'Unsupported post request');
      if (request.headers.authorization !== `Bearer ${peer.token}`)
        return error(401, 190, 'Invalid OAuth access token');
      if (peer.fault) return error(peer.fault.status, peer.fault.code, peer.fault.message);
      const sent = body as WhatsAppRequest['body'];
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
