import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Role } from '@chegada/contracts';
import '../../../components/form/form.css';

type Props = {
  search: string;
  role: Role | '';
  onSearch: (search: string) => void;
  onRole: (role: Role | '') => void;
};

const roles = Object.values(Role);

/** The search box (sent once typing pauses) and the role filter, both labelled. */
export const UsersFilters = ({ search, role, onSearch, onRole }: Props) => {
  const intl = useIntl();
  const id = useId();
  const text = (key: string) => intl.formatMessage({ id: `adminUsersPage.${key}` });
  return (
    <div className="users-filters ui-filters" role="search">
      <div className="filter">
        <label htmlFor={`${id}-search`}>{text('search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="filter">
        <label htmlFor={`${id}-role`}>{text('role')}</label>
        <select
          id={`${id}-role`}
          value={role}
          onChange={(event) =>
            onRole(event.target.value === '' ? '' : (Number(event.target.value) as Role))
          }
        >
          <option value="">{text('allRoles')}</option>
          {roles.map((value) => (
            <option key={value} value={value}>
              {text(`role${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
};
