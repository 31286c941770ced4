import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DropdownMenu, type MenuAction } from '../../../components/ui';
import { notify } from '../../../lib/notifications/notify';
import { useSessionUser } from '../../../lib/session/use-session';
import { Role } from '@chegada/contracts';
import { guestLinkSendableFrom } from '@chegada/domain';
import type { ActionSubject } from './action-subject';
import { ActionDialog } from './ActionDialog';
import { guestInvite } from './guest-invite';
import { guestLinkOf, guestLocale, mailLink, whatsAppLink } from './guest-link';
import { guestNameOf } from './reservation-columns';
import { allowedActions, type ReservationAction } from './reservation-status';

type Props = {
  subject: ActionSubject;
  hasLock: boolean;
  /** Actions shown as buttons beside the menu (the review page's approve/refuse pair). */
  primary?: readonly ReservationAction[];
};

const labelOf = (action: ReservationAction, hidden: boolean) =>
  action === 'visibility' ? (hidden ? 'show' : 'hide') : action;

/** A reservation's actions: its guest link, and every lifecycle action its status allows. */
export const ReservationActions = ({ subject, hasLock, primary = [] }: Props) => {
  const intl = useIntl();
  const user = useSessionUser();
  const [open, setOpen] = useState<ReservationAction | null>(null);
  const guest = guestNameOf(intl, subject);
  const text = (key: string) => intl.formatMessage({ id: `reservationActions.${key}` });
  const allowed = allowedActions(subject, { hasLock, isOwner: user?.role === Role.DEFAULT_USER });
  const link = user?.company
    ? guestLinkOf(window.location.origin, user.company.friendlyCode, subject)
    : null;
  const invite = link
    ? guestInvite(guestLocale(subject.language), {
        guest: subject.guestName ?? '',
        property: subject.residenceName ?? '',
        link,
      })
    : null;
  const whatsApp = invite ? whatsAppLink(subject, invite.body) : null;
  // A cancelled or finished stay's link leads the guest nowhere: not offered (the server refuses
  // to send it again too).
  const linkItems: MenuAction[] =
    link &&
    invite &&
    guestLinkSendableFrom.includes(subject.status) &&
    !subject.sensitiveDataRemoved
      ? [
          {
            id: 'copyLink',
            label: text('copyLink'),
            onSelect: () =>
              void navigator.clipboard
                .writeText(link)
                .then(() => notify.success(text('linkCopied')))
                .catch(() => notify.error(intl.formatMessage({ id: 'ui.copyFailed' }))),
          },
          whatsApp
            ? { id: 'whatsApp', label: text('whatsApp'), href: whatsApp }
            : {
                id: 'whatsApp',
                label: text('whatsApp'),
                onSelect: () =>
                  notify.error(
                    intl.formatMessage(
                      { id: 'reservationActions.whatsAppUnreadable' },
                      { phone: subject.guestPhone },
                    ),
                  ),
              },
          {
            id: 'email',
            label: text('email'),
            href: mailLink(subject.guestEmail, invite.subject, invite.body),
          },
        ]
      : [];
  const actionItems: MenuAction[] = allowed
    .filter((action) => !primary.includes(action))
    .map((action) => ({
      id: action,
      label: text(labelOf(action, subject.hidden)),
      destructive: action === 'cancel' || action === 'removeSensitiveData',
      onSelect: () => setOpen(action),
    }));
  return (
    <div className="reservation-actions">
      {primary
        .filter((action) => allowed.includes(action))
        .map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'approve' ? 'ui-button ui-button-primary' : 'ui-button'}
            onClick={() => setOpen(action)}
          >
            {text(action)}
          </button>
        ))}
      <DropdownMenu
        label={intl.formatMessage({ id: 'reservationActions.menu' }, { guest })}
        trigger={<span aria-hidden="true">⋯</span>}
        items={[...linkItems, ...actionItems]}
      />
      {open ? (
        <ActionDialog
          action={open}
          subject={subject}
          guest={guest}
          hasLock={hasLock}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
};
