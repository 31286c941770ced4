import { CtaLink } from '../ui/CtaLink';
import { Page } from '../ui/Page';

/** A signed-in page the user's role cannot open (spec §6): said once, with the way back. */
export const NoAccessPage = () => (
  <Page titleId="noAccess.title" introId="noAccess.text">
    <CtaLink to="/u/home" messageId="noAccess.back" />
  </Page>
);
