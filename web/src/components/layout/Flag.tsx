import type { Locale } from '@chegada/contracts';
import type { ReactElement } from 'react';

// Drawn, not emoji: Windows and many Linux fonts show emoji flags as empty boxes or letters.
const US_STRIPES = [0, 2, 4, 6, 8, 10, 12].map((row) => (
  <rect key={row} y={row * (20 / 13)} width="30" height={20 / 13} fill="#b22234" />
));

const drawings: Record<Locale, ReactElement> = {
  'pt-BR': (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.5 27 10 15 17.5 3 10z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.2" fill="#002776" />
    </>
  ),
  'en-US': (
    <>
      <rect width="30" height="20" fill="#fff" />
      {US_STRIPES}
      <rect width="12" height={(20 / 13) * 7} fill="#3c3b6e" />
    </>
  ),
  'es-ES': (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
};

/** The flag of a language's country, a small decorative SVG beside its name. */
export const Flag = ({ locale }: { locale: Locale }) => (
  <svg
    className="flag"
    viewBox="0 0 30 20"
    width="24"
    height="16"
    aria-hidden="true"
    focusable="false"
  >
    {drawings[locale]}
  </svg>
);
