import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { translate, type Locale, type RecoverPasswordRequest } from '@chegada/contracts';
import {
  PasswordResetRepository,
  RESET_TOKEN_TTL_MINUTES,
  type ResetRecipient,
} from '../password-reset.repository';
import { MessageRequests } from '../../message-delivery';
import { newResetToken } from '../reset-token';
import { RecoverPasswordThrottle } from './recover-password-throttle';

/**
 * Starts a password recovery. The caller learns nothing about the e-mail: known or not,
 * throttled or not (per e-mail), the same statements run and the same answer comes back; only
 * a known active user, within the e-mail's limit, gets a reset link by e-mail.
 */
@Injectable()
export class RecoverPasswordService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly tokens: PasswordResetRepository,
    private readonly throttle: RecoverPasswordThrottle,
    private readonly messages: MessageRequests,
  ) {}

  async recover({ email }: RecoverPasswordRequest, ip: string, locale: Locale): Promise<void> {
    const { mayEmail } = await this.throttle.take(email, ip);
    if (!mayEmail) return;
    const { token, hash } = newResetToken();
    const user = await this.tokens.issueToken(email, hash);
    if (!user) return;
    const message = this.resetEmail(user, token, hash, locale);
    await this.messages.request([{ channel: 'email', message }]);
  }

  private resetEmail(user: ResetRecipient, token: string, tokenHash: string, locale: Locale) {
    const link = new URL('/recover', this.config.PUBLIC_URL);
    link.searchParams.set('token', token);
    return {
      to: user.email,
      subject: translate(locale, 'passwordReset.email.subject'),
      text: translate(locale, 'passwordReset.email.text', {
        name: user.name,
        link: link.toString(),
        minutes: RESET_TOKEN_TTL_MINUTES,
      }),
      // One e-mail per token; the hash, not the token, so logs and queues do not show it.
      idempotencyKey: `password-reset-${tokenHash}`,
      // The token opens the account: sealed in the request's event, masked in the outbox.
      secrets: [token],
    };
  }
}
