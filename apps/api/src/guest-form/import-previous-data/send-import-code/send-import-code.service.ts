import { Injectable } from '@nestjs/common';
import { translate, type GenerateImportCodeRequest, type Locale } from '@chegada/contracts';
import { AppError, RateLimiter, type RateLimit } from '../../../common';
import { CodeDelivery, GuestLinksRepository, OneTimeCodes } from '../../link-access';
import { EarlierStays } from '../earlier-stays';
import { importCodeScope, ImportSessionsStore } from '../import-sessions.store';

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

/**
 * Sends a random 6-digit code to the selected earlier guest's e-mail or WhatsApp. Redis keeps
 * only its keyed hash, for 10 minutes.
 */
@Injectable()
export class SendImportCodeService {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly sessions: ImportSessionsStore,
    private readonly stays: EarlierStays,
    private readonly codes: OneTimeCodes,
    private readonly delivery: CodeDelivery,
    private readonly links: GuestLinksRepository,
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
    const scope = importCodeScope(request.selectedGuestId);
    const code = await this.codes.issue(scope);
    const company = await this.links.findCompanyOfAccount(selection.accountId);
    try {
      await this.delivery.send(
        destination,
        code,
        {
          subject: 'importPreviousData.email.subject',
          text: 'importPreviousData.email.text',
          template: IMPORT_CODE_TEMPLATE,
          values: { company: company?.name ?? '' },
        },
        locale,
      );
    } catch (error) {
      await this.codes.drop(scope);
      throw error;
    }
    return {
      success: true,
      message: translate(locale, 'importPreviousData.codeSent', {
        destination: destination.masked,
      }),
      destination: destination.masked,
    };
  }
}
