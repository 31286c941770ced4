import { FormattedMessage } from 'react-intl';
import './about.css';
import { CtaLink } from '../../../components/ui/CtaLink';
import { Page } from '../../../components/ui/Page';

const sections = ['what', 'who', 'privacy'] as const;

/** /sobre-nos: what Chegada is, for whom, and how it cares for guests' data. */
export const AboutPage = () => (
  <Page titleId="route.about" className="about">
    <p className="about-lead">
      <FormattedMessage id="about.lead" />
    </p>
    {sections.map((section) => (
      <section key={section}>
        <h2>
          <FormattedMessage id={`about.${section}.title`} />
        </h2>
        <p>
          <FormattedMessage id={`about.${section}.text`} />
        </p>
      </section>
    ))}
    <aside className="about-claim" aria-labelledby="about-claim">
      <h2 id="about-claim">
        <FormattedMessage id="about.claim.title" />
      </h2>
      <p>
        <FormattedMessage id="about.claim.text" />
      </p>
      <CtaLink to="/register" messageId="about.cta" />
    </aside>
  </Page>
);
