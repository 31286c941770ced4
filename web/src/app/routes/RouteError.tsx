import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CrashPage } from '../../components/layout/CrashPage';
import { useSessionUser } from '../../lib/session/use-session';
import { NotFoundPage } from './NotFoundPage';

/** Every route's error element: a page that threw while loading or drawing (issue 25). */
export const RouteError = () => {
  const error = useRouteError();
  const user = useSessionUser();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const back = user
    ? { to: '/u/home', messageId: 'noAccess.back' }
    : { to: '/', messageId: 'notFound.back' };
  return <CrashPage error={error} back={back} />;
};
