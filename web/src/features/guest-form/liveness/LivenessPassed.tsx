import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GuestButton } from '../components/GuestButton';

/** A picture as a data URL: shown without an object URL to free when the page moves on. */
const dataUrlOf = async (picture: Blob): Promise<string> => {
  const bytes = new Uint8Array(await picture.arrayBuffer());
  let binary = '';
  // In slices: a whole photo's bytes are too many arguments for one call.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${picture.type};base64,${btoa(binary)}`;
};

/** The picture's data URL once read; null before, and without a picture. */
const usePictureOf = (picture: Blob | undefined): string | null => {
  const [url, setUrl] = useState<{ of: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!picture) return undefined;
    let current = true;
    void dataUrlOf(picture).then((read) => {
      if (current) setUrl({ of: picture, url: read });
    });
    return () => {
      current = false;
    };
  }, [picture]);
  return url && url.of === picture ? url.url : null;
};

type Props = {
  /** Kept as the selfie by this pass (not a form past changes). */
  selfieKept: boolean;
  /** The straight-ahead picture this page sent, when it did. */
  selfie?: Blob;
  alreadyStored: boolean;
  /** Runs the check again: a pass keeps its own picture instead. */
  onAgain: () => void;
};

/**
 * A passed check: the selfie it kept, small, as the guest took it, and the check to do again
 * (its new pass replaces the selfie) while the form can still change, as this step only shows.
 * After a reload the page has no picture to show: the server keeps the selfie for the host.
 */
export const LivenessPassed = ({ selfieKept, selfie, alreadyStored, onAgain }: Props) => {
  const intl = useIntl();
  const picture = usePictureOf(selfieKept ? selfie : undefined);
  return (
    <>
      <p className="file-status liveness-passed" role="status">
        <FormattedMessage id="liveness.passed" />{' '}
        {/* Just kept, or (a reload after the pass) the selfie the page lists. */}
        {selfieKept ? (
          <FormattedMessage id="guest.selfie.check.kept" />
        ) : alreadyStored ? (
          <FormattedMessage id="guest.selfie.check.stored" />
        ) : null}
      </p>
      {picture ? (
        <img
          className="file-preview liveness-kept"
          src={picture}
          alt={intl.formatMessage({ id: 'guest.selfie.check.keptAlt' })}
        />
      ) : null}
      <div className="guest-actions">
        <GuestButton id="guest.selfie.check.again" onClick={onAgain} secondary />
      </div>
    </>
  );
};
