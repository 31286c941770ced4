import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import { GUEST_FILE_MAX_BYTES } from '@chegada/contracts';
import { FileTooLarge, useUploadSlot, type SlotPhase } from '../../../lib/uploads/use-upload-slot';
import { isProvided } from './file-slots';
import type { GuestLink } from '../api/guest-form-types';
import { linkStorageKey } from './use-guest-link';
import { useSendFile } from './use-send-file';
import '../guest-files.css';

const SelfieCamera = lazy(() =>
  import('./SelfieCamera').then((module) => ({ default: module.SelfieCamera })),
);

type Props = {
  link: GuestLink;
  /** The multipart part: doc_front, guest_0_doc_selfie… */
  field: string;
  label: string;
  alreadyStored: boolean;
  /** A selfie: the live front camera and a photo from the gallery; otherwise the back camera or a file. */
  selfie?: boolean;
  /** The camera was refused already (the liveness check's): a photo only, no camera button. */
  cameraRefused?: boolean;
  /** PDFs accepted too (the digital document, the deposit proof). */
  pdf?: boolean;
  /** A file the guest has, not a photo (the digital document): no camera offered. */
  fileOnly?: boolean;
  /** A word beside the slot (who may take a child's selfie). */
  note?: string;
  /** Shown as lacking: the guest moved on without it, or a submission lacks it. */
  missing?: boolean;
  onPhase?: (field: string, phase: SlotPhase) => void;
};

/**
 * Why this file was refused: too large to send (worded as the server would), else the server's
 * field error if it named it, else the answer's message.
 */
const errorText = (
  format: ReturnType<typeof useIntl>['formatMessage'],
  error: unknown,
  field: string,
) =>
  error instanceof FileTooLarge
    ? format({ id: 'upload.fileTooLarge' }, { megabytes: error.megabytes })
    : (isApiError(error) && error.errors?.find((issue) => issue.field === field)?.message) ||
      describeApiError(format, error);

// A slot that holds a file offers to replace it: "another" photo, not "a" photo.
const BUTTON_LABELS = {
  empty: {
    photo: 'guest.file.takePhoto',
    selfie: 'guest.file.pickSelfie',
    file: 'guest.file.pickFile',
  },
  held: {
    photo: 'guest.file.takeAnotherPhoto',
    selfie: 'guest.file.pickAnotherSelfie',
    file: 'guest.file.pickAnotherFile',
  },
} as const;

/** One file of the form: take a photo or pick a file, with progress, retry and the server's error. */
export const FileSlot = ({
  link,
  field,
  label,
  alreadyStored,
  selfie,
  cameraRefused,
  pdf,
  fileOnly,
  missing,
  note,
  onPhase,
}: Props) => {
  const intl = useIntl();
  const id = useId();
  const [camera, setCamera] = useState(false);
  const storageKey = `${linkStorageKey(link)}/${field}`;
  const send = useSendFile(link, field, storageKey);
  const { state, choose, retry } = useUploadSlot({
    storageKey,
    alreadyStored,
    send,
    maxBytes: GUEST_FILE_MAX_BYTES,
  });
  useEffect(() => onPhase?.(field, state.phase), [onPhase, field, state.phase]);
  const lacking = missing && !isProvided(state.phase);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void choose(file, file.name);
  };
  // The camera held the focus: once it closes, focus goes where the guest goes on, the slot's
  // status after a photo (it reads the upload), else the button that opened it.
  const status = useRef<HTMLParagraphElement>(null);
  const openCamera = useRef<HTMLButtonElement>(null);
  const focusAfterCamera = useRef<'status' | 'button' | null>(null);
  const [cameraFailed, setCameraFailed] = useState(false);
  useEffect(() => {
    if (camera || !focusAfterCamera.current) return;
    (focusAfterCamera.current === 'status' ? status : openCamera).current?.focus();
    focusAfterCamera.current = null;
  }, [camera]);
  const closeCamera = useCallback(() => {
    focusAfterCamera.current = 'button';
    setCamera(false);
  }, []);
  // No camera here, or the guest refused it: said, with the photo to pick instead.
  const cameraUnavailable = useCallback(() => {
    setCameraFailed(true);
    closeCamera();
  }, [closeCamera]);
  const busy = state.phase === 'preparing' || state.phase === 'uploading';
  const labels = BUTTON_LABELS[isProvided(state.phase) ? 'held' : 'empty'];
  const accept = pdf ? 'image/*,application/pdf' : 'image/*';
  return (
    <fieldset
      className={`file-slot${lacking ? ' missing' : ''}`}
      data-file-field={field}
      aria-describedby={note ? `${id}-note ${id}-status` : `${id}-status`}
    >
      <legend>{label}</legend>
      {note ? (
        <p className="field-hint" id={`${id}-note`}>
          {note}
        </p>
      ) : null}
      {state.preview ? <img className="file-preview" src={state.preview} alt="" /> : null}
      <p className="file-status" id={`${id}-status`} aria-live="polite" ref={status} tabIndex={-1}>
        <FormattedMessage
          // Held by the server, sent from this tab before a reload: said by its name.
          id={`guest.file.${state.phase === 'stored' && state.fileName ? 'done' : state.phase}`}
          values={{ name: state.fileName ?? '' }}
        />
      </p>
      {state.phase === 'uploading' ? (
        <progress max={1} value={state.progress} aria-labelledby={`${id}-status`} />
      ) : null}
      {lacking && state.phase !== 'failed' ? (
        <p className="field-error" role="alert">
          <FormattedMessage id="guestForm.fileRequired" />
        </p>
      ) : null}
      {state.phase === 'failed' ? (
        <p className="field-error" role="alert">
          {errorText(intl.formatMessage, state.error, field)}
        </p>
      ) : null}
      {cameraFailed && !camera ? (
        <p className="field-hint" role="status">
          <FormattedMessage id="guest.selfie.unavailable" />
        </p>
      ) : null}
      {camera ? (
        <Suspense fallback={null}>
          <SelfieCamera
            onCapture={(photo) => {
              focusAfterCamera.current = 'status';
              setCamera(false);
              void choose(photo, 'selfie.jpg');
            }}
            onUnavailable={cameraUnavailable}
            onCancel={closeCamera}
          />
        </Suspense>
      ) : (
        <div className="guest-actions">
          {selfie && !cameraRefused ? (
            <button
              ref={openCamera}
              type="button"
              className="guest-button"
              disabled={busy}
              onClick={() => {
                setCameraFailed(false);
                setCamera(true);
              }}
            >
              <FormattedMessage id="guest.file.openCamera" />
            </button>
          ) : null}
          {fileOnly ? null : (
            <label className={`guest-button${selfie ? ' secondary' : ''}`} aria-disabled={busy}>
              <FormattedMessage id={selfie ? labels.selfie : labels.photo} />
              <input
                className="visually-hidden"
                type="file"
                accept="image/*"
                // A selfie's photo comes from the gallery: the camera is the button beside it,
                // and a guest whose camera fails still has a picture to send (issue 29 walk).
                capture={selfie ? undefined : 'environment'}
                disabled={busy}
                onChange={pick}
              />
            </label>
          )}
          {selfie ? null : (
            <label className={`guest-button${fileOnly ? '' : ' secondary'}`} aria-disabled={busy}>
              <FormattedMessage id={labels.file} />
              <input
                className="visually-hidden"
                type="file"
                accept={accept}
                disabled={busy}
                onChange={pick}
              />
            </label>
          )}
          {state.phase === 'waiting' ? (
            <button type="button" className="guest-button secondary" onClick={() => void retry()}>
              <FormattedMessage id="guest.file.retry" />
            </button>
          ) : null}
        </div>
      )}
    </fieldset>
  );
};
