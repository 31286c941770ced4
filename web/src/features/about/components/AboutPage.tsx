import { FormattedMessage } from 'react-intl';
import './about.css';
import { CtaLink } from '../../../components/ui/CtaLink';
import { Page } from '../../../components/ui/Page';
import { PageSection } from '../../../components/ui/PageSection';

const sections = ['what', 'who', 'privacy'] as const;

/** /sobre-nos: what Chegada is, for whom, and how it cares for guests' data. */
export const AboutPage = () => (
  <Page titleId="route.about" className="about">
    <p className="about-lead">
      <FormattedMessage id="about.lead" />
    </p>
    {sections.map((section) => (
      <PageSection
        key={section}
        id={`about-${section}`}
        titleId={`about.${section}.title`}
        introId={`about.${section}.text`}
      />
    ))}
    <PageSection
      as="aside"
      id="about-claim"
      titleId="about.claim.title"
      introId="about.claim.text"
      className="about-claim"
    >
      <CtaLink to="/register" messageId="about.cta" trial />
    </PageSection>
  </Page>
);
