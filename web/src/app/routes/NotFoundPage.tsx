import { useLocation } from 'react-router';
import { CtaLink } from '../../components/ui/CtaLink';
import { Page } from '../../components/ui/Page';

export const NotFoundPage = () => {
  const { pathname } = useLocation();
  return (
    <Page
      titleId="route.notFound"
      introId="notFound.text"
      introValues={{ path: <code>{pathname}</code> }}
    >
      <CtaLink to="/" messageId="notFound.back" />
    </Page>
  );
};
