import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

const features = ['documents', 'access', 'deposit'] as const;

export const HomePage = () => (
  <>
    <section className="hero">
      <h1>
        <FormattedMessage id="home.title" />
      </h1>
      <p>
        <FormattedMessage id="home.subtitle" />
      </p>
      <p className="claim">
        <FormattedMessage id="home.claim" />
      </p>
      <Link className="cta" to="/register">
        <FormattedMessage id="home.cta" />
      </Link>
    </section>
    <section className="features">
      {features.map((feature) => (
        <article key={feature}>
          <h2>
            <FormattedMessage id={`home.feature.${feature}.title`} />
          </h2>
          <p>
            <FormattedMessage id={`home.feature.${feature}.text`} />
          </p>
        </article>
      ))}
    </section>
  </>
);
