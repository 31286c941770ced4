import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A paged list's search box: what is typed, the search once typing pauses (trimmed), and the
 * page, back to the first on every keystroke.
 */
export const useListSearch = (delay = 400) => {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), delay);
  const onSearch = (typed: string) => {
    setText(typed);
    setPage(1);
  };
  return { page, setPage, text, search, onSearch };
};
