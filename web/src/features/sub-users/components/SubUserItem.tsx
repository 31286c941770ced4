import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { displayPhone } from '@chegada/domain';
import { EmailAddress } from '../../../components/ui';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import {
  useDeleteSubUserMutation,
  useUpdateSubUserMutation,
  type SubUser,
} from '../api/sub-users-api';

type Props = { subUser: SubUser; onEdit: (subUser: SubUser) => void };

/** Asks before deleting; the focus goes to the safe choice. */
const DeleteConfirmation = ({ subUser, onCancel }: { subUser: SubUser; onCancel: () => void }) => {
  const intl = useIntl();
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [remove, { isLoading }] = useDeleteSubUserMutation();
  useEffect(() => cancel.current?.focus(), []);

  const confirm = async () => {
    try {
      await remove(subUser.id).unwrap();
      notify.success(intl.formatMessage({ id: 'subUsers.deleted' }));
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
      onCancel();
    }
  };

  return (
    <div role="alertdialog" aria-labelledby={questionId} className="sub-user-confirm">
      <p id={questionId}>
        {intl.formatMessage({ id: 'subUsers.confirmDelete' }, { name: subUser.name })}
      </p>
      <button type="button" className="danger" disabled={isLoading} onClick={() => void confirm()}>
        {intl.formatMessage({ id: 'subUsers.delete' })}
      </button>
      <button type="button" className="secondary" ref={cancel} onClick={onCancel}>
        {intl.formatMessage({ id: 'subUsers.cancel' })}
      </button>
    </div>
  );
};

/** One sub-user: its details, edit, activate or deactivate, delete. */
export const SubUserItem = ({ subUser, onEdit }: Props) => {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [update, { isLoading }] = useUpdateSubUserMutation();
  const [confirming, setConfirming] = useState(false);

  const toggleActive = async () => {
    const active = !subUser.active;
    try {
      await update({ id: subUser.id, changes: { active } }).unwrap();
      notify.success(
        text(active ? 'subUsers.activated' : 'subUsers.deactivated', { name: subUser.name }),
      );
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
    }
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
