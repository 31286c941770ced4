import { useTestPool } from './__fixtures__/test-pool';
import { NotificationOutbox } from './notification-outbox';
import { NotificationError, type EmailMessage } from './notification-sender.port';

const email = (overrides: Partial<EmailMessage> = {}): EmailMessage => ({
  to: 'guest@example.com',
  subject: 'Seu check-in',
  text: 'Olá',
  idempotencyKey: `key-${Math.random()}`,
  ...overrides,
});

describe('NotificationOutbox', () => {
  const db = useTestPool();
  let outbox: NotificationOutbox;

  beforeAll(() => (outbox = new NotificationOutbox(db.pool)));

  it('records a message once per idempotency key', async () => {
    const first = await outbox.sendEmail(email({ idempotencyKey: 'once' }));
    const again = await outbox.sendEmail(email({ idempotencyKey: 'once', subject: 'other' }));
    expect(again).toEqual({ messageId: first.messageId, duplicate: true });
    const { items } = await outbox.list({ perPage: 100 });
    expect(items.filter((item) => item.idempotencyKey === 'once')).toHaveLength(1);
  });

  it('lists newest first, by page and channel', async () => {
    await db.pool.query('truncate notification_outbox');
    for (let index = 1; index <= 5; index++) {
      await outbox.sendEmail(email({ subject: `e${index}`, html: `<p>${index}</p>` }));
    }
    await outbox.sendWhatsAppTemplate({
      to: '+5511987654321',
      template: 'checkin_link',
      language: 'pt_BR',
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ana' }] }],
      idempotencyKey: 'whatsapp-1',
    });

    const second = await outbox.list({ page: 2, perPage: 2, channel: 'email' });
    expect(second).toMatchObject({ total: 5, lastPage: 3 });
    expect(second.items.map((item) => item.channel === 'email' && item.subject)).toEqual([
      'e3',
      'e2',
    ]);
    const all = await outbox.list({ perPage: 10 });
    expect(all.total).toBe(6);
    expect(all.items[0]).toMatchObject({
      channel: 'whatsapp',
      to: '+5511987654321',
      template: 'checkin_link',
      language: 'pt_BR',
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ana' }] }],
    });
    expect(all.items[1]).toMatchObject({ channel: 'email', subject: 'e5', html: '<p>5</p>' });
  });

  it('gives one empty last page when there is nothing', async () => {
    await db.pool.query('truncate notification_outbox');
    expect(await outbox.list({ page: 1, perPage: 20 })).toEqual({
      items: [],
      total: 0,
      lastPage: 1,
    });
  });

  it('refuses recipients no provider could reach', async () => {
    await expect(outbox.sendEmail(email({ to: 'not-an-address' }))).rejects.toThrow(
      NotificationError,
    );
    await expect(
      outbox.sendWhatsAppTemplate({
        to: '11987654321',
        template: 't',
        language: 'pt_BR',
        idempotencyKey: 'k',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_RECIPIENT' });
  });
});
