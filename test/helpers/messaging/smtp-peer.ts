import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export type SmtpPeerOptions = {
  /** An SMTP reply code to refuse a recipient with (e.g. 550), or undefined to accept. */
  refuseRecipient?: (address: string) => number | undefined;
  /** Called at MAIL FROM; the transaction waits for it (a test may hold a sender there). */
  onMailFrom?: (session: SMTPServerSession) => Promise<void>;
};

export type SmtpPeer = {
  url: string;
  /** Every message accepted, parsed back. */
  received: ParsedMail[];
  /** MAIL FROM commands seen: a transaction started, whether or not it ended. */
  transactions: number;
  close(): Promise<void>;
};

/** A real SMTP server on 127.0.0.1 (any port, no TLS, any login) that parses what it accepts. */
export const startSmtpPeer = async (options: SmtpPeerOptions = {}): Promise<SmtpPeer> => {
  const peer = { received: [] as ParsedMail[], transactions: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, done) => done(null, { user: 'test' }),
    onMailFrom: (_address, session, done) => {
      peer.transactions += 1;
      (options.onMailFrom?.(session) ?? Promise.resolve()).then(() => done(), done);
    },
    onRcptTo: (address, _session, done) => {
      const code = options.refuseRecipient?.(address.address);
      if (code === undefined) return done();
      const error = Object.assign(new Error(`Mailbox ${address.address} refused`), {
        responseCode: code,
      });
      return done(error);
    },
    onData: (stream, _session, done) => {
      simpleParser(stream).then((mail) => {
        peer.received.push(mail);
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(peer, {
    url: `smtp://user:secret@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
};
