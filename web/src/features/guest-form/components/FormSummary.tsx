import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SavedForm } from '../api/guest-form-types';
import type { StepId } from '../steps/wizard-steps';
import '../guest-summary.css';

type Props = {
  form: SavedForm;
  /** Per guest ('main' or a key), the kinds of file stored. */
  files: Record<string, string[]>;
  /** An edit link per section (the review step); none on the read-only details page. */
  onEdit?: (step: StepId) => void;
};

type Row = [label: string, value: ReactNode];
type Entry = Record<string, unknown>;

const text = (value: unknown): string =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : '—';

const listOf = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]) : []);

const Section = ({
  step,
  rows,
  onEdit,
}: {
  step: StepId;
  rows: Row[];
  onEdit?: Props['onEdit'];
}) => {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `guest.step.${step}` });
  return (
    <section className="summary-section">
      <h3>{title}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {onEdit ? (
        <button type="button" className="link-button" onClick={() => onEdit(step)}>
          <FormattedMessage id="guest.review.edit" values={{ step: title }} />
        </button>
      ) : null}
    </section>
  );
};

/** Everything given, one section per step (the review step and the details page of spec §2). */
export const FormSummary = ({ form, files, onEdit }: Props) => {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id: `guest.field.${id}` });
  const yesNo = (value: unknown) =>
    value === undefined ? '—' : intl.formatMessage({ id: value ? 'guest.yes' : 'guest.no' });
  const purpose = form.visitPurpose ? label(`purpose.${text(form.visitPurpose)}`) : '—';
  const address = (form.address ?? {}) as Entry;
  const stay: Row[] = [
    [label('checkIn'), `${text(form.checkInDate)} ${text(form.checkInTime)}`],
    [label('checkOut'), `${text(form.checkOutDate)} ${text(form.checkOutTime)}`],
    [label('adults'), text(form.adults)],
    [label('children'), text(form.children)],
    [label('pets'), yesNo(form.pets)],
    [label('visitPurpose'), purpose],
    ...listOf(form.vehicles).map((vehicle, index): Row => [
      `${label('vehicle')} ${index + 1}`,
      [vehicle.model, vehicle.color, vehicle.plate].map(text).join(' · '),
    ]),
  ];
  const holder: Row[] = [
    [label('name'), text(form.name)],
    [label(form.isForeign ? 'passport' : 'cpf'), text(form.isForeign ? form.passport : form.cpf)],
    [label('email'), text(form.email)],
    [label('phone'), text(form.phone)],
    [label('birthDate'), text(form.birthDate)],
    [
      label('address'),
      [address.street, address.number, address.city, address.state, address.cep]
        .filter(Boolean)
        .join(', ') || '—',
    ],
  ];
  const guests: Row[] = listOf(form.additionalGuests).map((guest, index) => [
    `${index + 1}. ${text(guest.name)}`,
    text(guest.foreign ? guest.passport : guest.cpf),
  ]);
  const documents: Row[] = [[label('documents'), (files.main ?? []).length.toString()]];
  return (
    <div className="form-summary">
      <Section step="stay" rows={stay} onEdit={onEdit} />
      <Section step="holder" rows={holder} onEdit={onEdit} />
      <Section step="guests" rows={guests} onEdit={onEdit} />
      <Section step="documents" rows={documents} onEdit={onEdit} />
    </div>
  );
};
