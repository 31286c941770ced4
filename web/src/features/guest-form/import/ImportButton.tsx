import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { GuestLink } from '../api/guest-form-types';
import { OnlineOnlyButton } from '../components/OnlineOnlyButton';

const ImportDialog = lazy(() =>
  import('./ImportDialog').then((module) => ({ default: module.ImportDialog })),
);

/** "Stayed with this host before?": opens the import dialog, downloaded on the first tap. */
export const ImportButton = ({
  link,
  onImported,
}: {
  link: GuestLink;
  onImported: (fields: Record<string, unknown>) => void;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <OnlineOnlyButton
        className="guest-button secondary import-button"
        onClick={() => setOpen(true)}
      >
        <FormattedMessage id="guest.import.open" />
      </OnlineOnlyButton>
      {open ? (
        <Suspense fallback={null}>
          <ImportDialog link={link} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      ) : null}
    </>
  );
};
