import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import '../auth.css';

/**
 * The frame of every screen of this feature: a narrow column with its title and intro, and
 * under its form the links to the neighbouring screens (log in, sign up, recover).
 */
export const AuthPage = ({
  titleId,
  introId,
  introValues,
  links = [],
  children,
}: {
  titleId: string;
  introId?: string;
  introValues?: Record<string, string | number>;
  links?: { to: string; messageId: string }[];
  children: ReactNode;
}) => (
  <section className="auth-page" aria-labelledby="auth-title">
    <h1 id="auth-title">
      <FormattedMessage id={titleId} />
    </h1>
    {introId ? (
      <p className="auth-intro">
        <FormattedMessage id={introId} values={introValues} />
      </p>
    ) : null}
    {children}
    {links.length > 0 ? (
      <p className="auth-links">
        {links.map(({ to, messageId }) => (
          <Link key={to} to={to}>
            <FormattedMessage id={messageId} />
          </Link>
        ))}
      </p>
    ) : null}
  </section>
);
