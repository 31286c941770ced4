import type { IntlShape } from 'react-intl';

/** "14:00" in the user's clock: 24 h or am/pm as the locale writes it (spec §9). */
export const clockTime = (intl: IntlShape, time: string): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return intl.formatTime(Date.UTC(2000, 0, 1, hours, minutes), {
    timeZone: 'UTC',
    timeStyle: 'short',
  });
};
