import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Locale } from '@chegada/contracts';
import type { SyncRecord } from '../components/ui';

type NotSynced = SyncRecord & { lastSyncAt: null; lastError: null; runs: [] };

/** A source (a calendar feed, a Stays account) not synced yet, its first sync due at 12:05. */
export const NOT_SYNCED_YET: NotSynced = {
  lastSyncAt: null,
  nextRunAt: '2026-12-01T12:05:00.000Z',
  created: 0,
  changed: 0,
  cancelled: 0,
  lastError: null,
  runs: [],
};

/** The last sync, at 11:00, failed: the source answered HTTP `status`, worded as `message`. */
export const failedSync = (status: number, message: string) => ({
  lastSyncAt: '2026-12-01T11:00:00.000Z',
  lastError: { code: 'HTTP_ERROR', status, message },
});

/** What the console's shared sync pieces (SyncReport, SyncNowButton) say, in each language. */
const SYNC_WORDS: Record<
  Locale,
  { failed: string; attempt: RegExp; syncNow: string; queued: string }
> = {
  'en-US': {
    failed: 'The last sync failed',
    attempt: /^Last attempt: .+\. Next/,
    syncNow: 'Sync now',
    queued: 'Sync requested; the result shows in a moment.',
  },
  'pt-BR': {
    failed: 'A última sincronização falhou',
    attempt: /^Última tentativa: .+\. Próxima/,
    syncNow: 'Sincronizar agora',
    queued: 'Sincronização pedida; o resultado aparece em instantes.',
  },
  'es-ES': {
    failed: 'La última sincronización falló',
    attempt: /^Último intento: .+\. Próxima/,
    syncNow: 'Sincronizar ahora',
    queued: 'Sincronización pedida; el resultado aparece en un momento.',
  },
};

/**
 * The last sync's failure (`message`) shows as an alert under "the last sync failed", the status
 * telling a last attempt, not a sync's counts; then the
 * host presses "Sync now" and is told the sync was asked for.
 */
export const syncNowAfterFailure = async (user: UserEvent, locale: Locale, message: string) => {
  const words = SYNC_WORDS[locale];
  const alert = (await screen.findByText(message)).closest('[role="alert"]');
  expect(alert).not.toBeNull();
  expect(within(alert as HTMLElement).getByText(words.failed)).toBeInTheDocument();
  // A run that failed is told as an attempt, not as a sync that found nothing (no "0 new").
  expect(screen.getByText(words.attempt)).toHaveAttribute('role', 'status');
  await user.click(screen.getByRole('button', { name: words.syncNow }));
  expect(await screen.findByText(words.queued)).toBeInTheDocument();
};
