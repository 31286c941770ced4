import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  IMPORT_CODE_DIGITS,
  translate,
  type GenerateImportCodeRequest,
  type Locale,
} from '@chegada/contracts';
import {
  NOTIFICATION_SENDER,
  NotificationError,
  type NotificationSender,
} from '@chegada/notifications';
import { AppError, RateLimiter, type RateLimit } from '../../../common';
import { GuestLinksRepository } from '../../guest-links.repository';
import type { Destination } from '../earlier-guest';
import { EarlierStays } from '../earlier-stays';
import { ImportSecrets } from '../import-secrets';
import { IMPORT_CODE_TTL_SECONDS, ImportSessionsStore } from '../import-sessions.store';

export type ImportCodeAnswer = { success: true; message: string; destination: string };

// A guest may ask again when a message is late; three codes in ten minutes bounds the guesses
// on one reservation to fifteen.
const CODES_BY_RESERVATION: RateLimit = {
  name: 'import-code:reservation',
  max: 3,
  windowSeconds: 10 * 60,
};
const CODES_BY_IP: RateLimit = { name: 'import-code:ip', max: 10, windowSeconds: 60 * 60 };

/** The approved WhatsApp authentication template that carries the code (copy-code button). */
export const IMPORT_CODE_TEMPLATE = 'chegada_import_code';
const whatsAppLanguage = (locale: Locale): string => locale.replace('-', '_');

const newCode = (): string => String(randomInt(0, 10 ** IMPORT_CODE_DIGITS)).padStart(6, '0');

/**
 * Sends a random 6-digit code to the selected earlier guest's e-mail or WhatsApp through the
 * notification port. Redis keeps only its keyed hash, for 10 minutes.
 */
@Injectable()
export class SendImportCodeService {
  private readonly logger = new Logger(SendImportCodeService.name);

  constructor(
    private readonly limiter: RateLimiter,
    private readonly sessions: ImportSessionsStore,
    private readonly stays: EarlierStays,
    private readonly secrets: ImportSecrets,
    private readonly links: GuestLinksRepository,
    @Inject(NOTIFICATION_SENDER) private readonly sender: NotificationSender,
  ) {}

  async send(
    request: GenerateImportCodeRequest,
    locale: Locale,
    ip: string,
  ): Promise<ImportCodeAnswer> {
    await this.limiter.consume(CODES_BY_IP, ip);
    const selection = await this.sessions.selection(request.selectedGuestId);
    if (!selection) throw new AppError('NOT_FOUND');
    await this.limiter.consume(CODES_BY_RESERVATION, selection.currentReservationId);
    const { destinations } = await this.stays.selected(selection);
    const destination = destinations.find(
      (candidate) => !request.channel || candidate.channel === request.channel,
    );
    if (!destination)
      throw new AppError('VALIDATION_FAILED', [{ field: 'channel', key: 'validation.chooseOne' }]);
    const code = newCode();
    await this.sessions.storeCode(
      request.selectedGuestId,
      this.secrets.codeHash(request.selectedGuestId, code),
    );
    const company = await this.links.findCompanyOfAccount(selection.accountId);
    try {
      await this.deliver(destination, code, company?.name ?? '', locale);
    } catch (error) {
      await this.sessions.dropCode(request.selectedGuestId);
      throw this.sendingFailure(destination, error);
    }
    return {
      success: true,
      message: translate(locale, 'importPreviousData.codeSent', {
        destination: destination.masked,
      }),
      destination: destination.masked,
    };
  }

  private async deliver(
    destination: Destination,
    code: string,
    company: string,
    locale: Locale,
  ): Promise<void> {
    // Each code is a message of its own; the key names no personal data.
    const idempotencyKey = `import-code-${randomUUID()}`;
    if (destination.channel === 'email') {
      const values = { code, company, minutes: IMPORT_CODE_TTL_SECONDS / 60 };
      await this.sender.sendEmail({
        to: destination.to,
        subject: translate(locale, 'importPreviousData.email.subject', values),
        text: translate(locale, 'importPreviousData.email.text', values),
        idempotencyKey,
      });
      return;
    }
    await this.sender.sendWhatsAppTemplate({
      to: destination.to,
      template: IMPORT_CODE_TEMPLATE,
      language: whatsAppLanguage(locale),
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: 0, parameters: [{ type: 'text', text: code }] },
      ],
      idempotencyKey,
    });
  }

  /** §8's wording: the channel's own failure when the provider refused, else the general one. */
  private sendingFailure(destination: Destination, error: unknown): AppError {
    this.logger.warn(
      { err: error, channel: destination.channel },
      'An import code could not be sent',
    );
    if (!(error instanceof NotificationError)) return new AppError('IMPORT_CODE_SEND_FAILED');
    return new AppError(
      destination.channel === 'email' ? 'IMPORT_EMAIL_FAILED' : 'IMPORT_WHATSAPP_FAILED',
    );
  }
}
