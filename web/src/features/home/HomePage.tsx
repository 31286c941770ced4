import { FormattedMessage } from 'react-intl';
import { CtaLink } from '../../components/ui/CtaLink';

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
      <CtaLink to="/register" messageId="home.cta" trial />
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
