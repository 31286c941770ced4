import { openValue, sealValue } from '@chegada/personal-data';
import type { NotificationJobData } from './notification-jobs';
import { NotificationError } from './notification-sender.port';

const placeholder = (index: number): string => `{{secret:${index}}}`;

/** Applies `change` to every text of the message that may carry a secret. */
const mapTexts = (data: NotificationJobData, change: (text: string) => string) => {
  switch (data.channel) {
    case 'email': {
      const { message } = data;
      const html = message.html === undefined ? {} : { html: change(message.html) };
      return {
        ...data,
        message: {
          ...message,
          subject: change(message.subject),
          text: change(message.text),
          ...html,
        },
      };
    }
    case 'whatsapp': {
      const components = data.message.components?.map((component) => ({
        ...component,
        parameters: component.parameters.map((parameter) => ({
          ...parameter,
          text: change(parameter.text),
        })),
      }));
      return { ...data, message: { ...data.message, ...(components ? { components } : {}) } };
    }
  }
};

/**
 * How a message's secrets (one-time codes) cross the queue: each is replaced by a placeholder
 * in the job, and the list is sealed beside it (AES-256-GCM, bound to the idempotency key)
 * under a key the API and the worker both derive from configuration. Redis never holds a code
 * in the clear; the worker opens the seal just before handing the message to the sender.
 */
export class MessageSecrets {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('MessageSecrets needs a 32-byte key');
  }

  seal(data: NotificationJobData): NotificationJobData {
    const secrets = data.message.secrets ?? [];
    if (secrets.length === 0) return data;
    const hidden = mapTexts(data, (text) =>
      secrets.reduce(
        (result, secret, index) => result.replaceAll(secret, placeholder(index)),
        text,
      ),
    );
    const { secrets: _secrets, ...message } = hidden.message;
    const sealed = sealValue(this.key, data.message.idempotencyKey, secrets).$sealed;
    return { ...hidden, message, sealed } as NotificationJobData;
  }

  open(data: NotificationJobData): NotificationJobData {
    if (data.sealed === undefined) return data;
    const secrets = this.secretsOf(data.sealed, data.message.idempotencyKey);
    const { sealed: _sealed, ...unsealed } = data;
    const shown = mapTexts(unsealed, (text) =>
      secrets.reduce(
        (result, secret, index) => result.replaceAll(placeholder(index), secret),
        text,
      ),
    );
    return { ...shown, message: { ...shown.message, secrets } } as NotificationJobData;
  }

  private secretsOf(sealed: string, idempotencyKey: string): string[] {
    try {
      return openValue(this.key, idempotencyKey, { $sealed: sealed }) as string[];
    } catch {
      // Another key (a rotated secret) or a changed job: trying again will not help.
      throw new NotificationError('INVALID_MESSAGE', 'A sealed message does not open');
    }
  }
}
