import { useIntl } from 'react-intl';

type Props = { page: number; lastPage: number; onPage: (page: number) => void };

/** Previous and next, with where the admin is; hidden when everything fits on one page. */
export const Pager = ({ page, lastPage, onPage }: Props) => {
  const intl = useIntl();
  if (lastPage <= 1) return null;
  const text = (key: string) => intl.formatMessage({ id: `adminUsersPage.${key}` });
  return (
    <nav className="pager" aria-label={text('pages')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text('previous')}
      </button>
      <span aria-current="page">
        {intl.formatMessage({ id: 'adminUsersPage.pageOf' }, { page, lastPage })}
      </span>
      <button type="button" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
        {text('next')}
      </button>
    </nav>
  );
};
