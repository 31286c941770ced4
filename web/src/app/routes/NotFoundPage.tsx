import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';

export const NotFoundPage = () => {
  const { pathname } = useLocation();
  return (
    <section className="page">
      <h1>
        <FormattedMessage id="route.notFound" />
      </h1>
      <p>
        <FormattedMessage id="notFound.text" values={{ path: <code>{pathname}</code> }} />
      </p>
      <Link className="cta" to="/">
        <FormattedMessage id="notFound.back" />
      </Link>
    </section>
  );
};
