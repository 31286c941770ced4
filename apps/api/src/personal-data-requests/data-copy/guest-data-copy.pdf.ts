import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { translate, type Locale, type MessageKey } from '@chegada/contracts';
import { DataCopyWords } from './data-copy-words';
import type { GuestDataCopy } from './guest-data-copy.types';

const PAGE: [number, number] = [595.28, 841.89]; // A4
const MARGIN = 48;
const SIZE = 10;
const LINE = 14;

// The standard fonts write WinAnsi only: anything else (an emoji, another script) is shown as
// '?' rather than failing the whole copy.
const WIN_ANSI_EXTRA = new Set([...'‘’“”–—•€…™ŠšŒœŽžŸƒˆ˜‰‹›†‡']);
const printable = (text: string): string =>
  [...text.replace(/\s+/g, ' ')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      const latin = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
      return latin || WIN_ANSI_EXTRA.has(char) ? char : '?';
    })
    .join('');

/** A column of text that starts a new page when it reaches the bottom. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  line(text: string, { bold = false, size = SIZE } = {}): void {
    const font = bold ? this.bold : this.font;
    for (const part of this.wrap(printable(text), font, size)) {
      if (this.y < MARGIN + LINE) {
        this.page = this.pdf.addPage(PAGE);
        this.y = PAGE[1] - MARGIN;
      }
      this.page.drawText(part, { x: MARGIN, y: this.y, size, font });
      this.y -= size + 4;
    }
  }

  gap(): void {
    this.y -= LINE / 2;
  }

  /** A section's heading, on a new page unless its first row fits below it (no orphan). */
  heading(text: string, size = 12): void {
    if (this.y - (size + 4) < MARGIN + LINE) {
      this.page = this.pdf.addPage(PAGE);
      this.y = PAGE[1] - MARGIN;
    }
    this.line(text, { bold: true, size });
  }

  private wrap(text: string, font: PDFFont, size: number): string[] {
    const width = PAGE[0] - 2 * MARGIN;
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    lines.push(current);
    return lines;
  }
}

/** The stay and who holds the data, with the labels a person reads; no row for what is absent. */
const stayLines = (copy: GuestDataCopy, words: DataCopyWords): string[] => {
  const { stay, controller } = copy;
  const line = (key: string, value: unknown) => words.lines(value, key);
  return [
    line('property', stay.property),
    line('address', stay.address),
    line('checkIn', stay.checkIn),
    line('checkOut', stay.checkOut),
    line('status', stay.status),
    line('source', stay.source),
    line('reservationId', stay.reservationId),
    line('controller', controller.name),
    line('controllerPhone', controller.phone),
    line('controllerEmail', controller.email),
    line('website', controller.website),
  ].flat();
};

/** Each guest's identity checks: the verdicts, the document's fields as read. */
const identityLines = (copy: GuestDataCopy, words: DataCopyWords): string[] =>
  copy.identityChecks.flatMap(({ guest, liveness, faceMatch, documentReading }) => {
    const who = words.value('guest', guest);
    const reading = documentReading && {
      documentReading: documentReading.source,
      ...Object.fromEntries(documentReading.fields.map(({ field, read }) => [field, read])),
      mismatches: documentReading.mismatches,
      expired: documentReading.expired,
    };
    return [
      `${who} · ${words.label('liveness')}: ${words.record(liveness)}`,
      ...(faceMatch ? [`${who} · ${words.label('faceMatch')}: ${words.record(faceMatch)}`] : []),
      ...(reading ? [`${who} · ${words.record(reading)}`] : []),
    ];
  });

/** The guest's copy as a PDF to read, in the guest's language: labels, never a raw key. */
export const renderGuestDataCopyPdf = async (
  copy: GuestDataCopy,
  locale: Locale,
): Promise<Buffer> => {
  const words = new DataCopyWords(locale);
  const title = translate(locale, 'guestDataRequests.pdf.title', { company: copy.controller.name });
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(title));
  const writer = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  const t = (key: MessageKey) => translate(locale, key);
  writer.line(title, { bold: true, size: 16 });
  writer.line(
    translate(locale, 'guestDataRequests.pdf.generatedAt', {
      date: words.instant(copy.generatedAt),
    }),
  );
  // An empty section says its "none" in the gender of its heading's noun (walk62: "Mensagens
  // enviadas a você: Nenhum"): the catalogue picks it by the section, its key's last part.
  const none = (heading: MessageKey) =>
    translate(locale, 'guestDataRequests.pdf.none', {
      section: heading.slice(heading.lastIndexOf('.') + 1),
    });
  const section = (heading: MessageKey, lines: string[]) => {
    writer.gap();
    writer.heading(t(heading));
    for (const line of lines.length > 0 ? lines : [none(heading)]) writer.line(line);
  };
  const records = (items: Array<Record<string, unknown>>) => items.map((it) => words.record(it));
  section('guestDataRequests.pdf.form', words.lines(copy.form));
  section('dataCopy.pdf.otherGuests', [copy.aboutOtherGuests]);
  section('guestDataRequests.pdf.stay', stayLines(copy, words));
  // Nothing typed by the host (a companion's copy): no section of dashes (walk57).
  const typed = copy.enteredByHost;
  if (typed && Object.values(typed).some(Boolean))
    section('dataCopy.pdf.enteredByHost', words.lines(typed));
  section('guestDataRequests.pdf.files', records(copy.files));
  section('guestDataRequests.pdf.consents', records(copy.consents));
  section('guestDataRequests.pdf.views', records(copy.documentViews));
  section('guestDataRequests.pdf.messages', records(copy.messages));
  section('guestDataRequests.pdf.requests', records(copy.requests));
  section('dataCopy.pdf.cpfChecks', records(copy.cpfChecks));
  section('dataCopy.pdf.fnrh', copy.fnrh ? words.lines(copy.fnrh) : []);
  section('dataCopy.pdf.identity', identityLines(copy, words));
  section('dataCopy.pdf.accessLog', records(copy.accessLog));
  return Buffer.from(await pdf.save());
};
