import type { ReactNode } from 'react';
import './ui.css';

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

/** A coloured label; the colour only repeats what the text says. */
export const StatusBadge = ({ tone, children }: { tone: BadgeTone; children: ReactNode }) => (
  <span className={`ui-badge ui-badge-${tone}`}>{children}</span>
);
