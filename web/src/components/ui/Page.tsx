import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Props = {
  /** The message id of the page's title (its h1). */
  titleId: string;
  /** The sentence under the title, when the page has one. */
  introId?: string;
  introValues?: Record<string, ReactNode>;
  /** Buttons beside the title (add, export…), wrapping under it on a phone. */
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** The frame of a site or console page: its title, what it offers beside it, its intro. */
export const Page = ({ titleId, introId, introValues, actions, className, children }: Props) => {
  const title = (
    <h1>
      <FormattedMessage id={titleId} />
    </h1>
  );
  return (
    <section className={className ? `page ${className}` : 'page'}>
      {actions ? (
        <div className="page-heading">
          {title}
          <div className="page-heading-actions">{actions}</div>
        </div>
      ) : (
        title
      )}
      {introId ? (
        <p>
          <FormattedMessage id={introId} values={introValues} />
        </p>
      ) : null}
      {children}
    </section>
  );
};
