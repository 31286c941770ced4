import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyForm } from '../../../components/form/lazy-form';
import { Page } from '../../../components/ui/Page';
import { TrialMessage } from '../../../components/ui/TrialMessage';

const LeadForm = lazyForm(() => import('../forms/LeadForm').then((module) => module.LeadForm));

// The registration host has no /wait-contact route: the thank-you replaces the form in place.
const ThankYou = () => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status">
      <h2 ref={heading} tabIndex={-1}>
        <FormattedMessage id="lead.thanks.title" />
      </h2>
      <p>
        <FormattedMessage id="lead.thanks.text" />
      </p>
    </div>
  );
};

/** `/` on the registration host (cadastro.): hosts leave their details and we call them. */
export const LeadPage = () => {
  const [submitted, setSubmitted] = useState(false);
  return (
    <Page titleId="route.newContact">
      {submitted ? (
        <ThankYou />
      ) : (
        <>
          <p>
            <TrialMessage id="lead.intro" />
          </p>
          <LeadForm onSubmitted={() => setSubmitted(true)} />
        </>
      )}
    </Page>
  );
};
