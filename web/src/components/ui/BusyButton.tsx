import type { ReactNode } from 'react';

type Props = {
  /** True while the request the button started runs: it cannot be pressed again meanwhile. */
  busy: boolean;
  onClick: () => unknown;
  /** The page's main action (filled), a risky one (red), or a plain button. */
  tone?: 'plain' | 'primary' | 'danger';
  children: ReactNode;
};

const CLASS_OF: Record<NonNullable<Props['tone']>, string> = {
  plain: 'ui-button',
  primary: 'ui-button ui-button-primary',
  danger: 'ui-button ui-button-danger',
};

/** A button that sends a request: disabled, and announced as busy, until the answer comes. */
export const BusyButton = ({ busy, onClick, tone = 'plain', children }: Props) => (
  <button
    type="button"
    className={CLASS_OF[tone]}
    disabled={busy}
    aria-busy={busy || undefined}
    onClick={() => void onClick()}
  >
    {children}
  </button>
);
