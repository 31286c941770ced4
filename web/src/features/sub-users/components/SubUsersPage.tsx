import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSwitchGuard } from '../../../components/form';
import { ButtonLink, LoadProblem, Page } from '../../../components/ui';
import { useSubUsersQuery, type SubUser } from '../api/sub-users-api';
import { SubUserForm } from '../forms/SubUserForm';
import { SubUserItem } from './SubUserItem';
import './sub-users.css';

/** Nothing open, the form for a new sub-user, or the form for one of them. */
type Editing = null | 'new' | SubUser;

const SubUserList = ({ onEdit }: { onEdit: (subUser: SubUser) => void }) => {
  const intl = useIntl();
  const { data, error, isLoading } = useSubUsersQuery();
  if (isLoading) return <p role="status">{intl.formatMessage({ id: 'generic.loading' })}</p>;
  if (error) return <LoadProblem messageId="subUsers.loadFailed" error={error} />;
  if (!data?.length) return <p>{intl.formatMessage({ id: 'subUsers.empty' })}</p>;
  return (
    <ul className="sub-user-list">
      {data.map((subUser) => (
        <SubUserItem key={subUser.id} subUser={subUser} onEdit={onEdit} />
      ))}
    </ul>
  );
};

/** /u/users: the store owner's sub-users (the header offers it to owners only). */
export const SubUsersPage = () => {
  const intl = useIntl();
  const [editing, setEditing] = useState<Editing>(null);
  // Cancel, or another user's Edit, with changes not saved asks first.
  const { guard, switchTo } = useSwitchGuard(setEditing);
  const formTitle =
    editing === 'new'
      ? intl.formatMessage({ id: 'subUsers.addTitle' })
      : editing && intl.formatMessage({ id: 'subUsers.editTitle' }, { name: editing.name });

  return (
    <Page
      titleId="route.users"
      introId="subUsers.intro"
      actions={<ButtonLink to="/u/users/performance" messageId="route.usersPerformance" />}
    >
      {editing ? (
        <section className="sub-user-panel" aria-labelledby="sub-user-form-title">
          <h2 id="sub-user-form-title">{formTitle}</h2>
          <SubUserForm
            key={editing === 'new' ? 'new' : editing.id}
            subUser={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
            onCancel={() => switchTo(null)}
            close={guard}
          />
        </section>
      ) : (
        <button type="button" className="sub-user-add" onClick={() => setEditing('new')}>
          <FormattedMessage id="subUsers.add" />
        </button>
      )}
      <SubUserList onEdit={switchTo} />
    </Page>
  );
};
