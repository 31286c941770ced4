import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Props = {
  /** The id of its title (an h2), which names the section for assistive technology. */
  id: string;
  /** The message id of the title. */
  titleId: string;
  /** The sentence under the title, when the section has one. */
  introId?: string;
  introClassName?: string;
  /** A section inside another section takes an h3. */
  level?: 2 | 3;
  /** An aside (a claim beside the page's matter) instead of a section. */
  as?: 'section' | 'aside';
  className?: string;
  children?: ReactNode;
};

/** A titled part of a page (Page gives the page its h1): its h2 (or h3), and its intro when it has one. */
export const PageSection = ({
  id,
  titleId,
  introId,
  introClassName,
  level = 2,
  as: Tag = 'section',
  className,
  children,
}: Props) => {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <Tag className={className} aria-labelledby={id}>
      <Title id={id}>
        <FormattedMessage id={titleId} />
      </Title>
      {introId ? (
        <p className={introClassName}>
          <FormattedMessage id={introId} />
        </p>
      ) : null}
      {children}
    </Tag>
  );
};
