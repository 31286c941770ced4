import { useEffect } from 'react';
import type { NavBadges } from '../components/layout/nav-items';
// Not through the feature's index: the page stays out of this chunk.
import { useOpenRequestsBadge } from '../features/data-requests/api/use-open-requests-badge';
import type { SessionUser } from '../lib/session/session-user';

/** The counts the features put on a signed-in user's menu, handed to the frame that shows it. */
export const MenuCounts = ({
  user,
  onChange,
}: {
  user: SessionUser;
  onChange: (badges: NavBadges) => void;
}) => {
  const badges = JSON.stringify(useOpenRequestsBadge(user));
  useEffect(() => onChange(JSON.parse(badges) as NavBadges), [badges, onChange]);
  return null;
};
