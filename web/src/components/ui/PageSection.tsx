import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Props = {
  /** The id of its title (an h2), which names the section for assistive technology. */
  id: string;
  /** The message id of the title. */
  titleId: string;
  /** The sentence under the title, when the section has one. */
  introId?: string;
  /** An aside (a claim beside the page's matter) instead of a section. */
  as?: 'section' | 'aside';
  className?: string;
  children?: ReactNode;
};

/** A titled part of a page (Page gives the page its h1): its h2, and its intro when it has one. */
export const PageSection = ({
  id,
  titleId,
  introId,
  as: Tag = 'section',
  className,
  children,
}: Props) => (
  <Tag className={className} aria-labelledby={id}>
    <h2 id={id}>
      <FormattedMessage id={titleId} />
    </h2>
    {introId ? (
      <p>
        <FormattedMessage id={introId} />
      </p>
    ) : null}
    {children}
  </Tag>
);
