import { FormattedMessage, useIntl } from 'react-intl';
import type { GuestLinkChannel } from '@chegada/contracts';
import { CopyButton, NoticeDialog, QrCode } from '../../../components/ui';
import { useSessionUser } from '../../../lib/session/use-session';
import { guestInvite } from '../components/guest-invite';
import { guestLinkOf, guestLocale, mailLink, whatsAppLink } from '../components/guest-link';

/** What the new reservation's link needs. */
export type CreatedReservation = {
  id: string;
  guestName: string;
  guestEmail: string | null;
  guestPhone: string | null;
  /** The API's E.164 form of the phone, which the WhatsApp link is built from. */
  guestPhoneE164: string | null;
  source: string;
  language: string;
  residenceName: string;
  /** The channels the account's settings sent the link by on their own (the API's answer). */
  linkSentBy: readonly GuestLinkChannel[];
};

/** The step after creating a reservation: the guest link to copy, send or scan. */
export const SendLinkDialog = ({
  reservation,
  onClose,
}: {
  reservation: CreatedReservation;
  onClose: () => void;
}) => {
  const intl = useIntl();
  const user = useSessionUser();
  const text = (key: string) =>
    intl.formatMessage({ id: `reservationForms.${key}` }, { guest: reservation.guestName });
  // Whether the link already went out, and how: the host must not send it twice.
  const channels = intl.formatList(
    reservation.linkSentBy.map((channel) =>
      intl.formatMessage({ id: `reservationForms.channel.${channel}` }),
    ),
    { type: 'conjunction' },
  );
  const description =
    reservation.linkSentBy.length > 0
      ? intl.formatMessage(
          { id: 'reservationForms.createdSentText' },
          { guest: reservation.guestName, channels },
        )
      : text('createdText');
  const link = user?.company
    ? guestLinkOf(window.location.origin, user.company.friendlyCode, reservation)
    : null;
  const invite =
    link &&
    guestInvite(guestLocale(reservation.language), {
      guest: reservation.guestName,
      property: reservation.residenceName,
      link,
    });
  const whatsApp = invite ? whatsAppLink(reservation, invite.body) : null;
  return (
    <NoticeDialog title={text('createdTitle')} description={description} onClose={onClose}>
      {link && invite ? (
        <div className="send-link">
          <p className="send-link-url">{link}</p>
          <div className="send-link-actions">
            <CopyButton
              text={link}
              label={intl.formatMessage({ id: 'reservationActions.copyLink' })}
            >
              <FormattedMessage id="reservationActions.copyLink" />
            </CopyButton>
            {whatsApp ? (
              <a className="ui-button" href={whatsApp} target="_blank" rel="noreferrer">
                <FormattedMessage id="reservationActions.whatsApp" />
              </a>
            ) : null}
            <a
              className="ui-button"
              href={mailLink(reservation.guestEmail, invite.subject, invite.body)}
            >
              <FormattedMessage id="reservationActions.email" />
            </a>
          </div>
          {whatsApp ? null : (
            <p role="status">
              <FormattedMessage
                id="reservationActions.whatsAppUnreadable"
                values={{ phone: reservation.guestPhone }}
              />
            </p>
          )}
          <QrCode text={link} size={160} />
        </div>
      ) : null}
    </NoticeDialog>
  );
};
