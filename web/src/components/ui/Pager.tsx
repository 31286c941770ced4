import { useIntl } from 'react-intl';

type Props = { page: number; lastPage: number; onPage: (page: number) => void };

/** Previous and next around "Page 2 of 5"; nothing when everything fits on one page. */
export const Pager = ({ page, lastPage, onPage }: Props) => {
  const intl = useIntl();
  if (lastPage <= 1) return null;
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <nav className="ui-pager" aria-label={text('ui.pages')}>
      <button
        type="button"
        className="ui-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {text('ui.previous')}
      </button>
      <span aria-current="page">{intl.formatMessage({ id: 'ui.pageOf' }, { page, lastPage })}</span>
      <button
        type="button"
        className="ui-button"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        {text('ui.next')}
      </button>
    </nav>
  );
};
