import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { translate, type Locale } from '@chegada/contracts';
import type { UserRow } from '../../accounts';
import { MessageRequests } from '../../message-delivery';
import { LOGIN_CODE_MINUTES } from './login-codes';

/** E-mails a login code through the messages worker, as a password reset link goes. */
@Injectable()
export class LoginCodeMail {
  constructor(private readonly messages: MessageRequests) {}

  async send(user: Pick<UserRow, 'id' | 'name' | 'email'>, code: string, locale: Locale) {
    const message = {
      to: user.email,
      subject: translate(locale, 'loginCode.email.subject'),
      text: translate(locale, 'loginCode.email.text', {
        name: user.name,
        code,
        minutes: LOGIN_CODE_MINUTES,
      }),
      // One e-mail per code, named by neither the user nor the code.
      idempotencyKey: `login-code-${randomUUID()}`,
      // The code opens the account: sealed in the request's event, masked in the outbox.
      secrets: [code],
    };
    await this.messages.request([{ channel: 'email', message }]);
  }
}
