import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import './about.css';

const sections = ['what', 'who', 'privacy'] as const;

/** /sobre-nos: what Chegada is, for whom, and how it cares for guests' data. */
export const AboutPage = () => (
  <section className="page about">
    <h1>
      <FormattedMessage id="route.about" />
    </h1>
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
      <Link className="cta" to="/register">
        <FormattedMessage id="about.cta" />
      </Link>
    </aside>
  </section>
);
