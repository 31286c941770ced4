import { FormattedMessage } from 'react-intl';
// Its input takes the look of the form kit's fields inside a list's `.ui-filters`.
import '../form/form.css';

type Props = {
  /** The message id of the field's label. */
  labelId: string;
  value: string;
  onSearch: (text: string) => void;
  className: string;
};

/** A list's search box, labelled, answering each keystroke (the list debounces it). */
export const SearchField = ({ labelId, value, onSearch, className }: Props) => (
  <label className={className}>
    <FormattedMessage id={labelId} />
    <input type="search" value={value} onChange={(event) => onSearch(event.target.value)} />
  </label>
);
