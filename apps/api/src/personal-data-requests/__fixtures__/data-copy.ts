import type { ParsedMail } from 'mailparser';
import { eventually, pdfText, type SmtpPeer } from '@chegada/testing';
import type { GuestDataCopy } from '../data-copy/guest-data-copy.types';

/** A guest's copy of a finished stay at Casa Azul with nothing in it but `overrides`. */
export const aDataCopy = (overrides: Partial<GuestDataCopy> = {}): GuestDataCopy => ({
  generatedAt: '2027-03-14T12:00:00.000Z',
  controller: { name: 'Casa Azul', phone: '+55 11 98765-4321', email: null, website: null },
  stay: {
    reservationId: 'r1',
    property: 'Casa Azul',
    address: 'Praça da Sé, 100',
    checkIn: '2027-03-10T17:00:00.000Z',
    checkOut: '2027-03-13T14:00:00.000Z',
    status: 'CHECKOUT_FINISHED',
    source: null,
  },
  enteredByHost: { name: null, email: null, phone: null },
  form: {},
  files: [],
  consents: [],
  documentViews: [],
  messages: [],
  requests: [],
  cpfChecks: [],
  fnrh: null,
  identityChecks: [],
  accessLog: [],
  aboutOtherGuests: '',
  ...overrides,
});

/** The copy e-mailed to `email` after the `after`th mail: its JSON, and its PDF as one line. */
export const copyMailedTo = async (smtp: SmtpPeer, email: string, after: number) => {
  const mail = await eventually(
    async () =>
      smtp.received
        .slice(after)
        .find(
          (each: ParsedMail) =>
            JSON.stringify(each.to).includes(email) &&
            each.attachments.some((file) => /\.json$/.test(file.filename ?? '')),
        ),
    15_000,
    `the copy to ${email}`,
  );
  const file = (ext: string) =>
    mail.attachments.find((each) => each.filename?.endsWith(ext))!.content;
  return {
    copy: JSON.parse(file('.json').toString()) as GuestDataCopy,
    pdf: (await pdfText(file('.pdf'))).replace(/\s+/g, ' '),
  };
};
