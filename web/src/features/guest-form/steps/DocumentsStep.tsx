import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { additionalGuestFileField } from '@chegada/contracts';
import { isMinorOn } from '@chegada/domain';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import { FileSlot } from '../components/FileSlot';
import { DocumentReadingOffer } from '../document-reading/DocumentReadingOffer';
import { useDocumentPhotos } from '../document-reading/use-document-photos';
import type { UsedValues } from '../document-reading/use-document-reading';
import { minorNames } from '../components/people-summary';
import { LivenessSlot } from '../liveness/LivenessSlot';
import { useFilePhases } from '../components/file-slots';
import { formContextOf } from './step-schemas';
import { documentLabelId } from './step-validity';
import { stepTitleId } from './wizard-steps';
import { StepActions } from './StepActions';

type Props = {
  page: GuestFormPage;
  link: GuestLink;
  onBack: () => void;
  onNext: () => void;
  /** The values the guest used from their document's reading, for the form's own fields. */
  onUsed?: (values: UsedValues) => void;
};

type Guest = {
  key?: string;
  name?: string;
  ownLink?: boolean;
  birthDate?: unknown;
  isChild?: unknown;
};

const additionalGuestsOf = (page: GuestFormPage): Guest[] =>
  Array.isArray(page.form.additionalGuests) ? (page.form.additionalGuests as Guest[]) : [];

/** The main guest's name as typed in the holder step. */
const typedNameOf = (page: GuestFormPage) => () =>
  typeof page.form.name === 'string' ? page.form.name : undefined;

/** Both sides of the guest's document, or the digital document; then the selfie. */
export const mainDocumentFields = (digital: boolean) => [
  ...(digital ? ['doc_digital'] : ['doc_front', 'doc_back']),
  'doc_selfie',
];

/** Each additional guest's document sides and selfie, by their index in the form. */
const guestFields = (index: number) =>
  (['doc_front', 'doc_back', 'doc_selfie'] as const).map((kind) =>
    additionalGuestFileField(index, kind),
  );

/**
 * The documents of spec §5: the main guest's (front and back, or the digital PDF) and selfie,
 * then those of each additional guest filled in here (one who fills their own link sends
 * theirs there).
 */
export const DocumentsStep = ({ page, link, onBack, onNext, onUsed }: Props) => {
  const intl = useIntl();
  const files = useFilePhases();
  // The main guest's document photos: a new one makes what was read of the old ones stale.
  const photos = useDocumentPhotos(files.report);
  const stored = (guest: string, kind: string) => page.files[guest]?.includes(kind) ?? false;
  const [digital, setDigital] = useState(stored('main', 'doc_digital'));
  const guests = additionalGuestsOf(page);
  const slot = (field: string, guest: string, kind: string, extra: object = {}) => (
    <FileSlot
      key={field}
      link={link}
      field={field}
      label={intl.formatMessage({ id: documentLabelId(page, kind) })}
      alreadyStored={stored(guest, kind)}
      missing={files.isMissing(field)}
      onPhase={files.report}
      {...extra}
    />
  );
  // A child's selfie may be taken by the main guest (issue 27): said beside it.
  const checkIn = formContextOf(page).checkInDate ?? '';
  const selfieNote = intl.formatMessage({ id: 'guest.selfie.mainGuestMayTake' });
  // A guest who fills their own link sends their documents there, not here.
  const filledHere = guests.flatMap((guest, index) => (guest.ownLink ? [] : [{ guest, index }]));
  const next = () => {
    // The host may not require a selfie (their setting): then none is asked of anyone.
    const required = [
      ...mainDocumentFields(digital),
      ...filledHere.flatMap(({ index }) => guestFields(index)),
    ].filter((field) => page.company.requireSelfie || !field.endsWith('doc_selfie'));
    if (files.lacking(required).length === 0) onNext();
  };
  return (
    <div className="guest-step">
      <h2 tabIndex={-1} className="step-heading">
        <FormattedMessage id={stepTitleId('documents', page.company.requireSelfie)} />
      </h2>
      <fieldset className="choice">
        <legend>
          <FormattedMessage id="guest.documents.which" />
        </legend>
        {[false, true].map((option) => (
          <label key={String(option)}>
            <input
              type="radio"
              name="document-kind"
              checked={digital === option}
              onChange={() => setDigital(option)}
            />{' '}
            <FormattedMessage id={option ? 'guest.documents.digital' : 'guest.documents.photos'} />
          </label>
        ))}
      </fieldset>
      {digital
        ? slot('doc_digital', 'main', 'doc_digital', { pdf: true, fileOnly: true })
        : ['doc_front', 'doc_back'].map((kind) =>
            slot(kind, 'main', kind, { onPhase: photos.onPhase }),
          )}
      {/* Read from the photos once sent: what is read is offered, never filled in alone. */}
      {digital ? null : (
        <DocumentReadingOffer
          link={link}
          foreign={page.form.isForeign === true}
          typedName={typedNameOf(page)}
          photos={photos.photos}
          onUsed={onUsed}
        />
      )}
      {/* The main guest's selfie is the liveness check (issue 29); a companion filled in here
          keeps the photo, which the main guest may take. */}
      <LivenessSlot
        link={link}
        field="doc_selfie"
        label={intl.formatMessage({ id: documentLabelId(page, 'doc_selfie') })}
        alreadyStored={stored('main', 'doc_selfie')}
        missingAt={files.missingAt('doc_selfie')}
        minors={minorNames(intl, page.form, checkIn)}
        onPhase={files.report}
      />
      {filledHere.map(({ guest, index }) => (
        <section key={guest.key ?? index} className="guest-documents-of">
          <h3>{guest.name}</h3>
          {guestFields(index).map((field, kindIndex) =>
            slot(field, guest.key ?? '', ['doc_front', 'doc_back', 'doc_selfie'][kindIndex] ?? '', {
              selfie: field.endsWith('selfie'),
              note: field.endsWith('selfie') && isMinorOn(guest, checkIn) ? selfieNote : undefined,
            }),
          )}
        </section>
      ))}
      <StepActions onBack={onBack} onNext={next} />
    </div>
  );
};
