import type { ReactNode } from 'react';
import './ui.css';

type Props = {
  title: ReactNode;
  /** What to do next, in a sentence. */
  description?: ReactNode;
  /** The call to action: a button or link that does that next thing. */
  action?: ReactNode;
};

/** A list with nothing in it yet, and the way to fill it. */
export const EmptyState = ({ title, description, action }: Props) => (
  <div className="ui-state">
    <p className="ui-state-title">{title}</p>
    {description ? <p>{description}</p> : null}
    {action}
  </div>
);
