import { useIntl } from 'react-intl';
import { useText } from '../../lib/i18n/use-text';

type Props = { page: number; lastPage: number; onPage: (page: number) => void };

/** Previous and next around "Page 2 of 5"; nothing when everything fits on one page. */
export const Pager = ({ page, lastPage, onPage }: Props) => {
  const intl = useIntl();
  const text = useText();
  if (lastPage <= 1) return null;
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
