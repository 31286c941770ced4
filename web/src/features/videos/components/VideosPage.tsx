import { Page } from '../../../components/ui/Page';
import { CtaLink } from '../../../components/ui/CtaLink';

/** /u/videos (spec §2): the explanatory videos; none is recorded yet, and the page says so. */
export const VideosPage = () => (
  <Page titleId="route.videos" introId="videos.none">
    <CtaLink to="/u/home" messageId="noAccess.back" />
  </Page>
);
