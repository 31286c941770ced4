import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import '../auth.css';

/** The frame of every screen of this feature: a narrow column with its title and intro. */
export const AuthPage = ({
  titleId,
  introId,
  children,
}: {
  titleId: string;
  introId?: string;
  children: ReactNode;
}) => (
  <section className="auth-page" aria-labelledby="auth-title">
    <h1 id="auth-title">
      <FormattedMessage id={titleId} />
    </h1>
    {introId ? (
      <p className="auth-intro">
        <FormattedMessage id={introId} />
      </p>
    ) : null}
    {children}
  </section>
);
