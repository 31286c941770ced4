import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { additionalGuestFileField } from '@chegada/contracts';
import { isMinorOn } from '@chegada/domain';
import { readDraft, saveDraft } from '../../../lib/offline/offline-store';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { useSaveGuestFormMutation } from '../api/guest-form-api';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import { FileSlot } from '../components/FileSlot';
import { DocumentReadingOffer } from '../document-reading/DocumentReadingOffer';
import { useDocumentPhotos } from '../document-reading/use-document-photos';
import type { UsedValues } from '../document-reading/use-document-reading';
import { LivenessSlot } from '../liveness/LivenessSlot';
import { SyncBadge } from '../components/SyncBadge';
import { MaskedNotice } from '../privacy/MaskedNotice';
import { MaskableDateField, MaskablePhoneField, MaskableTextField } from '../privacy/MaskedField';
import { hidesPersonalData } from '../privacy/hides-personal-data';
import { clearMasks, holdsMasks, withoutMasks } from '../privacy/masks';
import { linkStorageKey } from '../components/use-guest-link';
import { formContextOf, ownPartSchema } from './step-schemas';
import { documentLabelId } from './step-validity';
import { stepTitleId } from './wizard-steps';
import { additionalGuestValues, type AdditionalGuestValues, type TermsValues } from './step-values';
import { ConsentFields } from './ConsentFields';
import { GenderField } from './GenderField';
import { IdentityFields } from './IdentityFields';
import { StepForm } from './StepForm';

type Entry = Record<string, unknown>;
type OwnValues = Omit<AdditionalGuestValues, 'key' | 'ownLink'> & Partial<TermsValues>;

const KINDS = ['doc_front', 'doc_back', 'doc_selfie'] as const;

const ownValues = (
  saved: Entry,
  minor: boolean,
  given: readonly string[],
  draft?: Partial<OwnValues>,
): OwnValues => {
  const { key: _key, ownLink: _own, ...values } = additionalGuestValues(saved);
  // An adult's consents are those recorded for them, never taken from a draft: given once,
  // they show as given on each visit (issue 29); a minor's are the main guest's (issue 27).
  const { termsAccepted: _terms, imageTermsAccepted: _image, ...kept } = withoutMasks(draft) ?? {};
  const consents = minor
    ? {}
    : { termsAccepted: given.includes('terms'), imageTermsAccepted: given.includes('biometric') };
  // A mask kept with the draft gives way to the saved value, unlocked since (issue 15).
  return { ...values, ...consents, ...kept };
};

/**
 * An additional guest's own link (spec §2, §6): only that guest's details and documents; the
 * rest of the reservation stays out of sight.
 */
export const AdditionalGuestForm = ({ page, link }: { page: GuestFormPage; link: GuestLink }) => {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `guest.field.${id}` });
  const saved = (page.form.additionalGuest ?? {}) as Entry;
  const index = page.additionalGuestIndex ?? 0;
  const storageKey = linkStorageKey(link);
  const [values, setValues] = useState<OwnValues | null>(null);
  const [detailsDone, setDetailsDone] = useState(false);
  const [resets, setResets] = useState(0);
  // What is typed now, saved or not: a reading's values join it rather than replace it.
  const typed = useRef<OwnValues | null>(null);
  // Whether a passport number read is theirs to use, as the box above says now.
  const [foreignNow, setForeignNow] = useState<boolean | null>(null);
  const [save] = useSaveGuestFormMutation();
  // Their document's photos: a new one makes what was read of the old ones stale.
  const photos = useDocumentPhotos();
  const outbox = useOutbox(storageKey, (fields) => save({ link, fields }).unwrap());
  const schema = useMemo(() => ownPartSchema(page, saved), [page]); // eslint-disable-line react-hooks/exhaustive-deps
  const stored = (kind: string) =>
    page.files[link.additionalGuestKey ?? '']?.includes(kind) ?? false;
  const checkIn = formContextOf(page).checkInDate ?? '';
  const minor = isMinorOn(saved, checkIn);

  useEffect(() => {
    void readDraft(storageKey)
      .then((draft) => draft?.values as Partial<OwnValues> | undefined)
      .catch(() => undefined)
      .then((draft) => setValues(ownValues(saved, minor, page.ownConsents ?? [], draft)));
  }, [storageKey]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!values) return null;
  const selfieNote = intl.formatMessage({ id: 'guest.selfie.mainGuestMayTake' });
  const keep = (next: OwnValues) => {
    typed.current = next;
    setForeignNow(next.foreign);
    void saveDraft(storageKey, next).catch(() => undefined);
  };
  // The document's values, saved by the reading, shown in the details above as if typed there.
  const useRead = (read: UsedValues) => {
    const next = { ...(typed.current ?? values), ...read };
    keep(next);
    setValues(next);
    setResets((count) => count + 1);
  };
  const adult = !isMinorOn({ ...saved, ...values }, checkIn);
  return (
    <div className="guest-wizard">
      {hidesPersonalData(page) ? (
        <MaskedNotice
          page={page}
          link={link}
          masked={holdsMasks(values)}
          onFillAgain={() => (setValues(clearMasks(values)), setResets((count) => count + 1))}
        />
      ) : null}
      <SyncBadge state={outbox.state} />
      <StepForm
        key={resets}
        step="holder"
        values={values}
        schema={schema}
        toRequest={(own) => ({ ...own, name: own.name || saved.name })}
        onNext={async (request, own) => {
          keep(own);
          await outbox.save(request);
          setDetailsDone(true);
        }}
        onChange={keep}
        nextLabel="guest.own.saveDetails"
      >
        <MaskableTextField name="name" label={t('name')} autoComplete="name" required />
        {/* The birth date first: a child's choice of document follows from it. */}
        <MaskableDateField name="birthDate" label={t('birthDate')} autoComplete="bday" required />
        <IdentityFields
          saved={saved}
          flag="foreign"
          flagLabel={t('isForeign')}
          childCheckIn={checkIn}
        />
        <MaskablePhoneField name="phone" label={t('phone')} hint={t('phoneHint')} />
        <GenderField page={page} />
        {minor ? null : <ConsentFields />}
      </StepForm>
      {/* Its "now send your documents" is done with once the part is complete. */}
      {detailsDone && page.guestParts[link.additionalGuestKey ?? ''] !== 'completed' ? (
        <p role="status">
          <FormattedMessage
            id="guest.own.detailsSaved"
            values={{ selfie: String(page.company.requireSelfie) }}
          />
        </p>
      ) : null}
      <h2 className="step-heading own-documents">
        <FormattedMessage id={stepTitleId('documents', page.company.requireSelfie)} />
      </h2>
      {KINDS.map((kind) => {
        const slot = {
          link,
          field: additionalGuestFileField(index, kind),
          label: intl.formatMessage({ id: documentLabelId(page, kind) }),
          alreadyStored: stored(kind),
        };
        // An adult on their own link passes the same checks as the main guest (issue 29): the
        // reading of their document, offered once its sides are sent, then the liveness check.
        // A minor's selfie the main guest may take (issue 27), as a photo.
        if (kind === 'doc_front') return <FileSlot key={kind} {...slot} onPhase={photos.onPhase} />;
        if (kind === 'doc_back')
          return (
            <Fragment key={kind}>
              <FileSlot {...slot} onPhase={photos.onPhase} />
              {adult ? (
                <DocumentReadingOffer
                  link={link}
                  foreign={foreignNow ?? values.foreign}
                  typedName={() => (typed.current ?? values).name}
                  photos={photos.photos}
                  onUsed={useRead}
                />
              ) : null}
            </Fragment>
          );
        return adult ? (
          <LivenessSlot key={kind} {...slot} />
        ) : (
          <FileSlot key={kind} {...slot} selfie note={selfieNote} />
        );
      })}
    </div>
  );
};
