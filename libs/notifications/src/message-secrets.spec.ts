import { randomBytes } from 'node:crypto';
import { MessageSecrets } from './message-secrets';
import type { NotificationJobData } from './notification-jobs';

const aCodeEmail = (): NotificationJobData => ({
  channel: 'email',
  message: {
    to: 'guest@example.com',
    subject: 'Your code: 123456',
    text: 'Type 123456 within 10 minutes.',
    idempotencyKey: 'one-time-code-1',
    secrets: ['123456'],
  },
});

describe('MessageSecrets', () => {
  const secrets = new MessageSecrets(randomBytes(32));

  it('keeps a code out of the job and gives it back to the sender', () => {
    const sealed = secrets.seal(aCodeEmail());
    expect(JSON.stringify(sealed)).not.toContain('123456');
    expect(secrets.open(sealed)).toEqual(aCodeEmail());
  });

  it('leaves a message without secrets as it is', () => {
    const plain: NotificationJobData = {
      channel: 'whatsapp',
      message: { to: '+5511987654321', template: 't', language: 'pt_BR', idempotencyKey: 'k' },
    };
    expect(secrets.seal(plain)).toEqual(plain);
  });

  it('refuses a seal made under another key or moved to another message', () => {
    const sealed = secrets.seal(aCodeEmail());
    expect(() => new MessageSecrets(randomBytes(32)).open(sealed)).toThrow(
      'A sealed message does not open',
    );
    const moved = { ...sealed, message: { ...sealed.message, idempotencyKey: 'other' } };
    expect(() => secrets.open(moved as NotificationJobData)).toThrow(
      'A sealed message does not open',
    );
  });
});
