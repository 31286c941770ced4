import { FormattedMessage } from 'react-intl';
import './ui.css';

/** Grey bars where content is coming; read out once as "Loading…". */
export const Skeleton = ({ lines = 3 }: { lines?: number }) => (
  <div className="ui-skeleton" role="status" aria-busy="true">
    <span className="visually-hidden">
      <FormattedMessage id="ui.loading" />
    </span>
    {Array.from({ length: lines }, (_, index) => (
      <span key={index} className="ui-skeleton-line" aria-hidden="true" />
    ))}
  </div>
);
