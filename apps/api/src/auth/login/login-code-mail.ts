import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { translate, type Locale } from '@chegada/contracts';
import type { UserRow } from '../../accounts';
import { LOGIN_CODE_MINUTES } from './login-codes';

/** E-mails a login code through the messages worker, as a password reset link goes. */
@Injectable()
export class LoginCodeMail {
  constructor(private readonly modules: ModuleRef) {}

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
    // Loaded when a code is first sent, not with this file: the messages module's own imports
    // (reservations, their controllers' guards) lead back to this module, and an import at
    // load time closes that cycle before its classes exist (the built app would not start).
    const { MessageRequests } = await import('../../messages');
    const messages = this.modules.get(MessageRequests, { strict: false });
    await messages.request([{ channel: 'email', message }]);
  }
}
