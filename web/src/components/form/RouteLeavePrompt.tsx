import { useBlocker } from 'react-router';
import { LeavePrompt } from './LeavePrompt';

/** Mounted while some form holds changes: going to another page (a link, Back) asks first. */
export const RouteLeavePrompt = () => {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname ||
      currentLocation.search !== nextLocation.search,
  );
  return (
    <LeavePrompt
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
};
