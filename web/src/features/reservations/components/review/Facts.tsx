import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export type Fact = { label: string; value: ReactNode };

const isBlank = (value: ReactNode) => value === undefined || value === null || value === '';

/** Label–value pairs as a description list; a blank answer reads "—", never nothing. */
export const Facts = ({ facts }: { facts: readonly Fact[] }) => (
  <dl className="review-facts">
    {facts.map((fact) => (
      <div key={fact.label}>
        <dt>{fact.label}</dt>
        <dd>{isBlank(fact.value) ? '—' : fact.value}</dd>
      </div>
    ))}
  </dl>
);

/** One step of the guest form, as a titled section of the review. */
export const ReviewSection = ({
  id,
  titleId,
  children,
}: {
  id: string;
  titleId: string;
  children: ReactNode;
}) => (
  <section className="review-section" aria-labelledby={`review-${id}`}>
    <h2 id={`review-${id}`}>
      <FormattedMessage id={titleId} />
    </h2>
    {children}
  </section>
);
