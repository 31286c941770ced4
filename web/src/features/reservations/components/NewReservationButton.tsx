import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui';
import { CREATING_HELD_ID, useCreatingHeld } from '../../../components/layout/CreatingHeld';
import { useNewFromLink } from '../../../lib/hooks/use-new-from-link';
import { useResidenceOptionsQuery } from '../api/reservations-api';
import { NewReservationDialog } from '../forms/NewReservationDialog';

/** "New reservation": the form, or first the way to add a property when there is none. */
export const NewReservationButton = () => {
  // Inactive: nothing new until paid; the page's notice says why and links to pay. A form
  // already open when the server refused it (402) stays open with what was typed, its error shown.
  const held = useCreatingHeld();
  const fromLink = useNewFromLink();
  const [open, setOpen] = useState(fromLink && !held);
  const residences = useResidenceOptionsQuery();
  const none = residences.data?.length === 0;
  return (
    <>
      <button
        type="button"
        className="ui-button ui-button-primary"
        disabled={residences.isLoading || held}
        aria-describedby={held ? CREATING_HELD_ID : undefined}
        onClick={() => setOpen(true)}
      >
        <FormattedMessage id="reservationsPage.new" />
      </button>
      {open && none ? (
        <Dialog
          open
          onOpenChange={setOpen}
          title={<FormattedMessage id="reservationForms.newTitle" />}
          description={<FormattedMessage id="reservationForms.noProperty" />}
          footer={
            <Link className="ui-button ui-button-primary" to="/u/houses">
              <FormattedMessage id="reservationForms.addProperty" />
            </Link>
          }
        />
      ) : open ? (
        <NewReservationDialog residences={residences.data ?? []} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
};
