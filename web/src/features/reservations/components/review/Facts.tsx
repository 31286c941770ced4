import type { ReactNode } from 'react';
import { PageSection } from '../../../../components/ui/PageSection';

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
  <PageSection id={`review-${id}`} titleId={titleId} className="review-section">
    {children}
  </PageSection>
);
