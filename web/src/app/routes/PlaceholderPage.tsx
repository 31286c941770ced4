import { FormattedMessage } from 'react-intl';
import type { RouteTitleId } from './routes.messages';

/** A route whose screen another issue builds: it exists, titled, so the shell can be used. */
export const PlaceholderPage = ({ titleId }: { titleId: RouteTitleId }) => (
  <section className="page">
    <h1>
      <FormattedMessage id={titleId} />
    </h1>
    <p>
      <FormattedMessage id="page.comingSoon" />
    </p>
  </section>
);
