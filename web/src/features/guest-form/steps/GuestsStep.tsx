import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ArrayField, CheckboxField, useFormState } from '../../../components/form';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import { MaskableDateField, MaskablePhoneField, MaskableTextField } from '../privacy/MaskedField';
import { GenderField } from './GenderField';
import { ErasedCompanion, GuestLinkShare, isErased } from './GuestLinkShare';
import { IdentityFields } from './IdentityFields';
import { formContextOf, stepSchema } from './step-schemas';
import type { FieldStepProps } from './step-props';
import {
  additionalGuestValues,
  type AdditionalGuestValues,
  type GuestsValues,
} from './step-values';
import { ListLimit, maxGuestsReached } from './ListLimit';
import { StepForm } from './StepForm';

const savedGuests = (page: GuestFormPage): Record<string, unknown>[] =>
  Array.isArray(page.form.additionalGuests)
    ? (page.form.additionalGuests as Record<string, unknown>[])
    : [];

/** What the server holds of a guest, by key (a saved document comes masked). */
const savedGuest = (page: GuestFormPage, key: string): Record<string, unknown> =>
  savedGuests(page).find((guest) => key && guest.key === key) ?? {};

/**
 * The keys of the guests, including those the server gave since they were typed (by their
 * place in the list): saved again without it, a guest would get a new key and lose their link.
 */
const keysOf = (guests: readonly AdditionalGuestValues[], page: GuestFormPage): string[] => {
  const saved = savedGuests(page).map((guest) => (typeof guest.key === 'string' ? guest.key : ''));
  const used = new Set(guests.map((guest) => guest.key).filter(Boolean));
  return guests.map((guest, index) => {
    const key = saved[index] ?? '';
    return guest.key || (key && !used.has(key) ? key : '');
  });
};

/** One additional guest: their own link, or their details typed here (spec §3, §5). */
const GuestFields = ({
  index,
  page,
  link,
}: {
  index: number;
  page: GuestFormPage;
  link: GuestLink;
}) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `guest.field.${id}` });
  const { values } = useFormState<GuestsValues>();
  const guest = values.additionalGuests[index];
  const field = (name: string) => `additionalGuests.${index}.${name}`;
  if (!guest) return null;
  const key = keysOf(values.additionalGuests, page)[index] ?? '';
  // Erased at their own request (issue 32): nothing of theirs to type, nor a link to send.
  if (isErased(page, key)) return <ErasedCompanion name={guest.name} page={page} guestKey={key} />;
  return (
    <>
      <MaskableTextField name={field('name')} label={t('name')} autoComplete="off" required />
      <CheckboxField name={field('isChild')} label={t('isChild')} />
      <CheckboxField name={field('ownLink')} label={t('ownLink')} />
      {guest.ownLink && key ? (
        <GuestLinkShare page={page} link={link} guestKey={key} name={guest.name} />
      ) : null}
      {guest.ownLink ? null : (
        <>
          {/* The birth date first: a child's choice of document follows from it. */}
          <MaskableDateField name={field('birthDate')} label={t('birthDate')} required />
          <IdentityFields
            saved={savedGuest(page, key)}
            flag="foreign"
            flagLabel={t('isForeignGuest')}
            prefix={field('')}
            childCheckIn={formContextOf(page).checkInDate}
          />
          <MaskablePhoneField name={field('phone')} label={t('phone')} />
          <GenderField page={page} name={field('gender')} />
        </>
      )}
    </>
  );
};

/**
 * Which guests fill their own link, as the values being checked say: the schema asks only a
 * name of them, and the flag itself is not part of the request.
 */
const ownLinkFlags = () => {
  let flags: boolean[] = [];
  return {
    set: (next: boolean[]) => {
      flags = next;
    },
    has: (index: number) => flags[index] === true,
  };
};

type Props = FieldStepProps<GuestsValues> & { link: GuestLink };

/** The other guests, up to the reservation's maximum ('Max guests reached!'). */
export const GuestsStep = ({ page, link, ...wizard }: Props) => {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `guest.field.${id}` }, values);
  const headingId = useId();
  const [ownLinks] = useState(ownLinkFlags);
  const schema = useMemo(() => stepSchema(page, 'guests', ownLinks.has), [page, ownLinks]);
  // Who fills their own link goes to the server too: it then asks the holder no documents,
  // and their own choice of document is theirs to keep.
  const toRequest = ({ additionalGuests }: GuestsValues) => {
    ownLinks.set(additionalGuests.map((guest) => guest.ownLink));
    const keys = keysOf(additionalGuests, page);
    return {
      additionalGuests: additionalGuests.map(({ key: _key, documentKind, ...guest }, index) => {
        const sent = guest.ownLink ? guest : { ...guest, documentKind };
        return keys[index] ? { key: keys[index], ...sent } : sent;
      }),
    };
  };
  // The main guest counts as one of the reservation's guests.
  const room = Math.max(page.maxGuests - 1, 0);
  return (
    <StepForm step="guests" headingId={headingId} schema={schema} toRequest={toRequest} {...wizard}>
      <p className="field-hint">{t('guestsHint', { max: room })}</p>
      <ArrayField<AdditionalGuestValues>
        name="additionalGuests"
        labelledBy={headingId}
        itemLegend={(index) => `${t('guest')} ${index + 2}`}
        newItem={() => additionalGuestValues()}
        addLabel={t('addGuest')}
        removeLabel={(index) => t('removeGuest', { index: index + 2 })}
        maxItems={room}
        // With no room at all, the hint above says it alone (walk62: it was said twice).
        limitNote={room > 0 ? maxGuestsReached(intl, page.maxGuests) : undefined}
      >
        {(index) => <GuestFields index={index} page={page} link={link} />}
      </ArrayField>
      <ListLimit
        name="additionalGuests"
        max={room}
        message={maxGuestsReached(intl, page.maxGuests)}
      />
    </StepForm>
  );
};
