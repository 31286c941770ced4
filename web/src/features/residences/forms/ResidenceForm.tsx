import { useIntl } from 'react-intl';
import { ACCESS_RELEASE_HOURS, locales, residenceSchema } from '@chegada/contracts';
import {
  FormActions,
  FormSection,
  LeaveGuard,
  CheckboxField,
  CheckboxGroupField,
  FoldableSection,
  MoneyField,
  NumberField,
  SchemaForm,
  SelectField,
  TextAreaField,
  TextField,
  DigitsField,
  TimeField,
  useCloseGuard,
} from '../../../components/form';
import { languageNames } from '../../../lib/i18n/language-names';
import { notify } from '../../../lib/notifications/notify';
import { useSessionUser } from '../../../lib/session/use-session';
import {
  useCreateResidenceMutation,
  useTierAheadQuery,
  useUpdateResidenceMutation,
  type Residence,
} from '../api/residences-api';
import { useTtlockConnectionQuery } from '../api/locks-api';
import { Skeleton } from '../../../components/ui';
import { AddressFields } from './AddressFields';
import { checkCalendarFeed } from './CalendarFeedFields';
import {
  CalendarFeedSection,
  FEED,
  useResidenceFeed,
  type FeedValues,
} from './ResidenceCalendarFeed';
import { GuestLinkAutoSendFields } from './GuestLinkAutoSendFields';
import { ContactsField, NearbyPlacesField } from './ResidenceListFields';
import {
  emptyResidence,
  offeredLanguages,
  toRequest,
  valuesOf,
  type ResidenceValues,
} from './residence-values';
import { timeZoneOptions } from './time-zones';
import { TierAheadNotice, useTierAheadText } from './TierAheadNotice';

const LANGUAGES = locales.map((locale) => ({
  value: locale,
  label: languageNames[locale],
  lang: locale,
}));

/** The form also takes the listing's calendar, saved once the property is. */
type Values = ResidenceValues & { calendarFeed?: FeedValues };

type Props = {
  /** The property to change; none adds one. */
  residence?: Residence;
  onDone: (saved: Residence) => void;
  onCancel: () => void;
};

/** Adds or replaces a property with the schema POST/PUT /api/residences check. */
export const ResidenceForm = ({ residence, onDone, onCancel }: Props) => {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `houses.${id}` }, values);
  // When the guest reads the access details: the account's hours before check-in (/u/config).
  const company = useSessionUser()?.company;
  const releaseHours = company?.accessReleaseHoursBeforeCheckIn ?? ACCESS_RELEASE_HOURS.default;
  // The account's "show the deposit step" only opens a new property's deposit section: the
  // guest form asks a deposit wherever the property's is above 0 (issue 27).
  const depositOpen = residence !== undefined || company?.showDepositStep === true;
  const [create] = useCreateResidenceMutation();
  // Issue 31: a new property past the tier is allowed, with a notice before it is saved.
  const ahead = useTierAheadQuery(undefined, { skip: residence !== undefined }).data ?? null;
  const aheadText = useTierAheadText(ahead);
  const [update] = useUpdateResidenceMutation();
  const feed = useResidenceFeed(residence);
  const timeZones = timeZoneOptions(intl);
  // Without TTLock on this server the box can be ticked, but no code would reach the lock.
  const noTTLock = useTtlockConnectionQuery().data?.configured === false;
  // Cancel with changes not saved asks first, as leaving the page does.
  const close = useCloseGuard(onCancel);
  // The calendar's fields start from the saved feed: the form waits for it.
  if (feed.loading) return <Skeleton lines={6} />;
  return (
    <SchemaForm<Values, typeof residenceSchema>
      className="form house-form"
      schema={residenceSchema}
      initialValues={
        residence
          ? { ...valuesOf(residence, intl.locale), calendarFeed: feed.initial }
          : {
              ...emptyResidence,
              // A new property offers guests the languages /u/config says they get.
              supportedLanguages: offeredLanguages(company?.guestLanguages),
              calendarFeed: feed.initial,
            }
      }
      toRequest={({ calendarFeed: _feed, ...values }) => toRequest(values)}
      check={feed.mappedToStays ? undefined : checkCalendarFeed(intl, FEED, true)}
      onSubmit={async (request, _helpers, values) => {
        const saved = residence
          ? await update({ id: residence.id, changes: request }).unwrap()
          : await create(request).unwrap();
        notify.success(text(residence ? 'updated' : 'created'));
        if (!residence && aheadText) notify.info(aheadText);
        await feed.apply(saved.id, values.calendarFeed);
        onDone(saved);
      }}
    >
      <FormSection title={text('section.property')}>
        <TextField name="name" label={text('field.name')} hint={text('field.nameHint')} required />
        <AddressFields prefix="address" cepKey="cep" />
      </FormSection>
      <FormSection title={text('section.stay')}>
        <SelectField name="timeZone" label={text('field.timeZone')} options={timeZones} required />
        <TimeField name="checkInTime" label={text('field.checkInTime')} required />
        <TimeField name="checkOutTime" label={text('field.checkOutTime')} required />
        <NumberField name="maxGuests" label={text('field.maxGuests')} min={1} required />
        <NumberField name="parkingSpaces" label={text('field.parkingSpaces')} min={0} />
        <CheckboxGroupField
          name="supportedLanguages"
          label={text('field.supportedLanguages')}
          options={LANGUAGES}
        />
      </FormSection>
      <FoldableSection title={text('section.deposit')} startsOpen={depositOpen}>
        <MoneyField
          name="depositAmount"
          label={text('field.depositAmount')}
          hint={text('field.depositHint')}
        />
        <TextField name="pixKey" label={text('field.pixKey')} hint={text('field.pixKeyHint')} />
      </FoldableSection>
      <FormSection title={text('section.guests')}>
        <TextAreaField name="houseRules" label={text('field.houseRules')} rows={4} />
        <TextAreaField
          name="accessInstructions"
          label={text('field.accessInstructions')}
          hint={text('field.accessInstructionsHint', { hours: releaseHours })}
          rows={4}
        />
        <TextField name="wifiNetwork" label={text('field.wifiNetwork')} autoComplete="off" />
        <TextField
          name="wifiPassword"
          label={text('field.wifiPassword')}
          hint={text('field.wifiPasswordHint')}
          autoComplete="off"
        />
        <TextAreaField
          name="parkingInstructions"
          label={text('field.parkingInstructions')}
          hint={text('field.parkingInstructionsHint')}
          rows={3}
        />
      </FormSection>
      <FormSection title={text('section.lock')}>
        <CheckboxField
          name="usesTTLock"
          label={text('field.usesTTLock')}
          hint={noTTLock ? text('field.usesTTLockNotConfigured') : undefined}
        />
        <TextField name="lockId" label={text('field.lockId')} hint={text('field.lockIdHint')} />
        <CheckboxField name="dynamicPassword" label={text('field.dynamicPassword')} />
        <DigitsField
          name="doorCode"
          label={text('field.doorCode')}
          hint={text('field.doorCodeHint')}
        />
      </FormSection>
      <CalendarFeedSection
        title={text('section.calendarFeed')}
        mappedToStays={feed.mappedToStays}
        hasFeed={feed.hasFeed}
      />
      <GuestLinkAutoSendFields />
      <LeaveGuard close={close} />
      <ContactsField />
      <NearbyPlacesField />
      {/* Right by Save: what saving this property does to the price. */}
      {aheadText ? <TierAheadNotice text={aheadText} /> : null}
      <FormActions
        label={text('save')}
        pending={text('saving')}
        cancelLabel={text('cancel')}
        onCancel={close.request}
      />
    </SchemaForm>
  );
};
