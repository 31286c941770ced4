import { useState } from 'react';
import { useIntl } from 'react-intl';
import { displayPhone } from '@chegada/domain';
import { EmailAddress, InlineConfirm } from '../../../components/ui';
import { useNotifiedAction } from '../../../lib/notifications/use-notified-action';
import {
  useDeleteSubUserMutation,
  useUpdateSubUserMutation,
  type SubUser,
} from '../api/sub-users-api';

type Props = { subUser: SubUser; onEdit: (subUser: SubUser) => void };

/** Asks before deleting; the focus goes to the safe choice. */
const DeleteConfirmation = ({ subUser, onCancel }: { subUser: SubUser; onCancel: () => void }) => {
  const intl = useIntl();
  const [remove, { isLoading }] = useDeleteSubUserMutation();
  const text = (id: string) => intl.formatMessage({ id }, { name: subUser.name });
  return (
    <InlineConfirm
      className="sub-user-confirm"
      question={text('subUsers.confirmDelete')}
      confirmLabel={text('subUsers.delete')}
      cancelLabel={text('subUsers.cancel')}
      run={() => remove(subUser.id).unwrap()}
      done={text('subUsers.deleted')}
      busy={isLoading}
      onCancel={onCancel}
    />
  );
};

/** One sub-user: its details, edit, activate or deactivate, delete. */
export const SubUserItem = ({ subUser, onEdit }: Props) => {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [update, { isLoading }] = useUpdateSubUserMutation();
  const [confirming, setConfirming] = useState(false);

  const run = useNotifiedAction();
  const toggleActive = async () => {
    const active = !subUser.active;
    await run(
      () => update({ id: subUser.id, changes: { active } }).unwrap(),
      active ? 'subUsers.activated' : 'subUsers.deactivated',
      { name: subUser.name },
    );
  };

  return (
    <li className={subUser.active ? 'sub-user' : 'sub-user inactive'}>
      <div className="sub-user-details">
        <strong>{subUser.name}</strong>
        <EmailAddress email={subUser.email} />
        {subUser.phone && <span>{displayPhone(subUser.phone)}</span>}
        <span className="sub-user-status">
          {text(subUser.active ? 'subUsers.active' : 'subUsers.inactive')}
        </span>
      </div>
      {confirming ? (
        <DeleteConfirmation subUser={subUser} onCancel={() => setConfirming(false)} />
      ) : (
        <div
          role="group"
          aria-label={text('subUsers.actionsFor', { name: subUser.name })}
          className="sub-user-actions"
        >
          <button type="button" className="secondary" onClick={() => onEdit(subUser)}>
            {text('subUsers.edit')}
          </button>
          <button
            type="button"
            className="secondary"
            disabled={isLoading}
            onClick={() => void toggleActive()}
          >
            {text(subUser.active ? 'subUsers.deactivate' : 'subUsers.activate')}
          </button>
          <button type="button" className="danger" onClick={() => setConfirming(true)}>
            {text('subUsers.delete')}
          </button>
        </div>
      )}
    </li>
  );
};
