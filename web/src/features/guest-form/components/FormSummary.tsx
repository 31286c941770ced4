import { FormattedMessage, useIntl } from 'react-intl';
import { DEPOSIT_PROOF_FIELD } from '@chegada/contracts';
import type { GuestFormPage, SavedForm } from '../api/guest-form-types';
import { stepTitleId, type StepId } from '../steps/wizard-steps';
import { documentRows, guestRows, noFileId, petsSaid, type Row } from './people-summary';
import {
  addressLine,
  cpfText,
  formatDay,
  formatDayTime,
  listOf,
  text,
  type Entry,
} from './summary-values';
import { usePhoneText } from './use-phone-text';
import { countryName } from '../../../lib/i18n/country-names';
import { formatMoney } from '../../../lib/i18n/format';
import '../guest-summary.css';

type Props = {
  page: Pick<
    GuestFormPage,
    | 'form'
    | 'files'
    | 'missing'
    | 'deposit'
    | 'guestParts'
    | 'residence'
    | 'company'
    | 'erasedCompanions'
    | 'personalDataRemoved'
  >;
  /** What is shown: the page's form, or on the review what this device holds over it. */
  form?: SavedForm;
  /** An edit link per section (the review step); none on the read-only details page. */
  onEdit?: (step: StepId) => void;
};

const Section = ({
  step,
  rows,
  empty,
  onEdit,
  requireSelfie = true,
}: {
  step: StepId;
  /** The host's setting, which titles the documents section. */
  requireSelfie?: boolean;
  rows: Row[];
  /** What a section with nothing in it says (no other guests), rather than look cut off. */
  empty?: string;
  onEdit?: Props['onEdit'];
}) => {
  const intl = useIntl();
  const title = intl.formatMessage({ id: stepTitleId(step, requireSelfie) });
  // Once the stay's data is erased (issue 32), a section nothing is left of goes too.
  if (rows.length === 0 && empty === undefined) return null;
  return (
    <section className="summary-section">
      <h3>{title}</h3>
      {rows.length > 0 || !empty ? (
        <dl>
          {rows.map(([label, value], index) => (
            <div key={index}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="summary-empty">
          <FormattedMessage id={empty} />
        </p>
      )}
      {onEdit ? (
        <button type="button" className="link-button" onClick={() => onEdit(step)}>
          {/* "Edit" on screen under the section's heading; its name says which (screen readers). */}
          <FormattedMessage
            id="guest.review.edit"
            values={{ step: <span className="visually-hidden">{title}</span> }}
          />
        </button>
      ) : null}
    </section>
  );
};

/** The country by its name in the page's language; one typed before the list, as typed. */
const addressShown = (locale: string, address: Entry): Entry =>
  typeof address.country === 'string'
    ? { ...address, country: countryName(address.country, locale) }
    : address;

/** Everything given, one section per step (the review step and the details page of spec §2). */
export const FormSummary = ({ page, form = page.form, onEdit }: Props) => {
  const intl = useIntl();
  const phone = usePhoneText();
  const label = (id: string) => intl.formatMessage({ id: `guest.field.${id}` });
  const yesNo = (value: unknown) =>
    value === undefined ? '—' : intl.formatMessage({ id: value ? 'guest.yes' : 'guest.no' });
  const purpose = form.visitPurpose ? label(`purpose.${text(form.visitPurpose)}`) : '—';
  // Asked only for a host on FNRH (issue 32), and shown back only then.
  const fnrh = page.residence.fnrh;
  const chosen = (field: string, value: unknown) =>
    typeof value === 'string' && value !== '' ? label(`${field}.${value}`) : '—';
  const stay: Row[] = [
    [label('checkIn'), formatDayTime(intl, form.checkInDate, form.checkInTime)],
    [label('checkOut'), formatDayTime(intl, form.checkOutDate, form.checkOutTime)],
    [label('adults'), text(form.adults)],
    [label('children'), text(form.children)],
    [label('pets'), form.pets === true ? petsSaid(intl, form) : yesNo(form.pets)],
    [label('visitPurpose'), purpose],
    ...(fnrh ? [[label('transport'), chosen('transport', form.transport)] as Row] : []),
    ...listOf(form.vehicles).map((vehicle, index): Row => [
      `${label('vehicle')} ${index + 1}`,
      [vehicle.model, vehicle.color, text(vehicle.plate).toUpperCase()].map(text).join(' · '),
    ]),
  ];
  const holder: Row[] = [
    [label('name'), text(form.name)],
    [
      label(form.isForeign ? 'passport' : 'cpf'),
      form.isForeign ? text(form.passport) : cpfText(form.cpf),
    ],
    [label('email'), text(form.email)],
    [label('phone'), phone(form.phone)],
    [label('birthDate'), formatDay(intl, form.birthDate)],
    ...(fnrh ? [[label('gender'), chosen('gender', form.gender)] as Row] : []),
    [label('address'), addressLine(addressShown(intl.locale, (form.address ?? {}) as Entry))],
  ];
  const proofSent = page.files.main?.includes(DEPOSIT_PROOF_FIELD) ?? false;
  // After the erasure of the stay's data only what is left shows (issue 32 walk): no "—" rows.
  const erased = page.personalDataRemoved === true;
  const left = (rows: Row[]): Row[] => (erased ? rows.filter(([, value]) => value !== '—') : rows);
  return (
    <div className="form-summary">
      <Section step="stay" rows={left(stay)} onEdit={onEdit} />
      <Section step="holder" rows={left(holder)} onEdit={onEdit} />
      <Section
        step="guests"
        rows={left(guestRows(intl, page, form))}
        empty={erased ? undefined : 'guest.review.noOtherGuests'}
        onEdit={onEdit}
      />
      {page.deposit ? (
        <Section
          step="deposit"
          rows={[
            [
              intl.formatMessage({ id: 'guest.amount' }),
              formatMoney(page.deposit.amount, intl.locale),
            ],
            [
              intl.formatMessage({ id: 'guest.deposit.proof' }),
              intl.formatMessage({ id: proofSent ? 'guest.file.stored' : noFileId(page, 'main') }),
            ],
          ]}
          onEdit={onEdit}
        />
      ) : null}
      <Section
        step="documents"
        rows={documentRows(intl, page, form)}
        onEdit={onEdit}
        requireSelfie={page.company.requireSelfie}
      />
    </div>
  );
};
