import type { AnyObjectSchema, ArraySchema, ISchema, ObjectShape } from 'yup';
import { lazy } from 'yup';
import { additionalGuestSchema, guestFormSchema, type GuestFormContext } from '@chegada/contracts';
import { isMinorOn } from '@chegada/domain';
import type { GuestFormPage } from '../api/guest-form-types';
import { dayIn, declarableHours, holdsDocument } from './step-values';
import { STEP_FIELDS, type StepId } from './wizard-steps';
import { stayInstants } from '../../../lib/i18n/stay-instants';

/**
 * The rules' view of the property, as the server computes it (guest-form-context.ts): a
 * companion's age counts on the check-in date the guest saved, else the stay's; arrival and
 * departure within the booking's own times and the property's.
 */
export const formContextOf = (page: GuestFormPage, now = new Date()): GuestFormContext => ({
  today: dayIn(now, page.residence.timeZone),
  residenceCheckInTime: declarableHours(page).earliestArrival,
  residenceCheckOutTime: declarableHours(page).latestDeparture,
  maxGuests: page.maxGuests,
  parkingSpaces: page.residence.parkingSpaces,
  checkInDate:
    typeof page.form.checkInDate === 'string'
      ? page.form.checkInDate
      : dayIn(stayInstants(page, page.residence).checkIn, page.residence.timeZone),
  fnrh: page.residence.fnrh === true,
  bookedCheckInDate: dayIn(stayInstants(page, page.residence).checkIn, page.residence.timeZone),
});

type Entry = Record<string, unknown>;

// A document number already saved comes masked: left blank, the saved one stays.
const DOCUMENTS = ['cpf', 'passport', 'birthCertificate'] as const;
const withSavedDocuments = (submit: AnyObjectSchema, save: AnyObjectSchema, saved: Entry) =>
  submit.shape(
    Object.fromEntries(
      DOCUMENTS.filter((field) => saved[`${field}Filled`] === true && field in submit.fields).map(
        (field) => [field, save.fields[field]],
      ),
    ) as ObjectShape,
  );

const isFilled = (entry: Entry | undefined) => entry !== undefined && holdsDocument(entry);

/**
 * Each additional guest by the submission's rules, but a saved document may stay blank, and a
 * guest who fills their own link (`ownLink(index)`) needs only a name here.
 */
const guestsList = (
  page: GuestFormPage,
  submit: AnyObjectSchema,
  ownLink: (index: number) => boolean,
) => {
  const list = submit.fields.additionalGuests as ArraySchema<Entry[] | undefined, object>;
  const { today, checkInDate, fnrh } = formContextOf(page);
  const item = additionalGuestSchema('submit', today, checkInDate, fnrh) as AnyObjectSchema;
  const saveItem = additionalGuestSchema('save', today, checkInDate) as AnyObjectSchema;
  const saved = Array.isArray(page.form.additionalGuests)
    ? (page.form.additionalGuests as Entry[])
    : [];
  const filled = new Map<unknown, AnyObjectSchema>(
    saved.filter(isFilled).map((guest) => [guest.key, withSavedDocuments(item, saveItem, guest)]),
  );
  const nameOnly = saveItem.shape({ name: item.fields.name } as ObjectShape);
  // Erased at their own request (issue 32): nothing is asked of them any more, not even a name.
  const erased = new Set(page.erasedCompanions ?? []);
  return list.of(
    lazy((guest: Entry | undefined, options) => {
      // Yup hands a lazy item its list as `parent`, not its index.
      const { parent } = options as { parent?: unknown };
      const index = Array.isArray(parent) ? parent.indexOf(guest) : -1;
      if (typeof guest?.key === 'string' && erased.has(guest.key)) return saveItem;
      if (index >= 0 && ownLink(index)) return nameOnly;
      return (typeof guest?.key === 'string' && filled.get(guest.key)) || item;
    }) as ISchema<Entry, object>,
  );
};

/**
 * A step's part of the shared schema the server runs on a submission (spec §5), so that each
 * step shows its rules on blur and on next. The holder's age is checked against the stay's
 * check-in date, which the holder step's request carries.
 */
export const stepSchema = (
  page: GuestFormPage,
  step: StepId,
  ownLink: (index: number) => boolean = () => false,
): AnyObjectSchema => {
  const context = formContextOf(page);
  const submit = guestFormSchema(context, 'submit');
  // The save's rules only matter for documents saved already: most steps never build them.
  const save = () => guestFormSchema(context, 'save');
  const fields: string[] = [...STEP_FIELDS[step], ...(step === 'holder' ? ['checkInDate'] : [])];
  const picked = submit.pick(fields as (keyof typeof submit.fields)[]);
  if (step === 'holder' && isFilled(page.form))
    return withSavedDocuments(picked, save(), page.form);
  if (step === 'guests')
    return picked.shape({ additionalGuests: guestsList(page, submit, ownLink) });
  return picked;
};

/**
 * An additional guest's own part, on their own link: the rules of a submission for them, and
 * an adult's consents.
 */
export const ownPartSchema = (page: GuestFormPage, saved: Entry): AnyObjectSchema => {
  const { today, checkInDate, fnrh } = formContextOf(page);
  const item = additionalGuestSchema('submit', today, checkInDate, fnrh) as AnyObjectSchema;
  const saveItem = additionalGuestSchema('save', today, checkInDate) as AnyObjectSchema;
  const own = isFilled(saved) ? withSavedDocuments(item, saveItem, saved) : item;
  // An adult accepts the terms themselves before their documents are kept (issue 27); a
  // minor's are the holder's, on the main form.
  return isMinorOn(saved, checkInDate ?? today) ? own : own.concat(stepSchema(page, 'review'));
};
