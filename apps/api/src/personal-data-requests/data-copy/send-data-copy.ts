import { Injectable } from '@nestjs/common';
import { translate, type Locale } from '@chegada/contracts';
import type { EmailAttachment } from '@chegada/messaging';
import type { GuestLinkTarget } from '../../guest-form';
import { StoredDocuments } from '../../identity';
import { MessageRequests } from '../../message-delivery';
import { GuestDataCopies } from './guest-data-copy';
import { renderGuestDataCopyPdf } from './guest-data-copy.pdf';
import { attachedFileName } from './attached-file-name';
import { DataCopyWords } from './data-copy-words';
import { fileNamePart, guestNamerOf } from './guest-names';
import type { GuestDataCopy } from './guest-data-copy.types';

/** The files go with the copy up to this much; past it the copy lists them (kind, size, hash). */
const ATTACHED_FILES_MAX_BYTES = 15 * 1024 * 1024;

/** E-mails the guest's copy (JSON, PDF and their files) to the address they confirmed. */
@Injectable()
export class SendDataCopy {
  constructor(
    private readonly copies: GuestDataCopies,
    private readonly stored: StoredDocuments,
    private readonly messages: MessageRequests,
  ) {}

  async send(
    target: GuestLinkTarget,
    to: string,
    requestId: string,
    locale: Locale,
    now: Date,
    guest = 'main',
  ): Promise<void> {
    const copy = await this.copies.of(target, now, locale, requestId, guest);
    const pdf = await renderGuestDataCopyPdf(copy, locale);
    const values = { company: target.company.name };
    const name = fileNamePart(translate(locale, 'dataCopy.fileName'));
    await this.messages.request([
      {
        channel: 'email',
        message: {
          to,
          subject: translate(locale, 'guestDataRequests.email.copySubject', values),
          text: translate(locale, 'guestDataRequests.email.copyText', {
            ...values,
            others: copy.aboutOtherGuests,
          }),
          language: locale,
          fromName: target.company.name,
          idempotencyKey: `data-copy-${requestId}`,
          template: 'data-copy',
          reservationId: target.reservation.reservationId,
          recipient: guest,
          attachments: [
            {
              filename: `${name}.json`,
              contentType: 'application/json',
              contentBase64: Buffer.from(JSON.stringify(copy, null, 2)).toString('base64'),
            },
            {
              filename: `${name}.pdf`,
              contentType: 'application/pdf',
              contentBase64: pdf.toString('base64'),
            },
            ...(await this.files(target, copy, locale)),
          ],
        },
      },
    ]);
  }

  /**
   * The files the copy lists (the holder's and their guarded minors', or a companion's own),
   * each named by whose it is and what it is in the guest form's words (attachedFileName).
   */
  private async files(
    target: GuestLinkTarget,
    copy: GuestDataCopy,
    locale: Locale,
  ): Promise<EmailAttachment[]> {
    // The copy names each file's guest; two files alike in name, kind and bytes are one file.
    const nameOf = guestNamerOf(target.state.form, locale);
    const listed = new Set(copy.files.map((file) => `${file.guest}/${file.kind}/${file.sha256}`));
    const files = (await this.stored.ofReservation(target.reservation.reservationId)).filter(
      (file) => listed.has(`${nameOf(file.guest)}/${file.kind}/${file.sha256}`),
    );
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    if (total > ATTACHED_FILES_MAX_BYTES) return [];
    const words = new DataCopyWords(locale);
    const attached: EmailAttachment[] = [];
    for (const file of files) {
      const bytes = await this.stored.bytesOf(file);
      if (!bytes) continue;
      attached.push({
        filename: attachedFileName(words, { ...file, guestName: nameOf(file.guest) }),
        contentType: file.mime,
        contentBase64: bytes.toString('base64'),
      });
    }
    return attached;
  }
}
