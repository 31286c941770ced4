import { FormattedMessage } from 'react-intl';
// Its input takes the look of the form kit's fields inside a list's `.ui-filters`.
import '../form/form.css';

type Props = {
  /** The message id of the field's label. */
  labelId: string;
  /** What is typed, and what to do with each keystroke (the list debounces it). */
  search: { text: string; onSearch: (text: string) => void };
  className: string;
};

/** A list's search box, labelled. */
export const SearchField = ({ labelId, search, className }: Props) => (
  <label className={className}>
    <FormattedMessage id={labelId} />
    <input
      type="search"
      value={search.text}
      onChange={(event) => search.onSearch(event.target.value)}
    />
  </label>
);
