import { http, HttpResponse } from 'msw';
import { defaultAccountSettings, defaultRetentionSettings } from '@chegada/contracts';
import { aSessionUser } from '../../../testing/fixtures';
import type { SettingsView } from '../api/settings-api';

export const owner = aSessionUser();

export const stored = (overrides: Partial<SettingsView> = {}): SettingsView => ({
  id: owner.id,
  ...defaultAccountSettings,
  hostContactEmail: 'host@example.com',
  ...overrides,
});

export type Put = { path: string; body: Record<string, unknown> };

/** GET /api/config answering what the last PUT saved, as the API would. */
export const configApi = (initial: SettingsView, puts: Put[] = [], failure?: () => Response) => {
  let current = initial;
  return [
    http.get('*/api/config', () => HttpResponse.json({ data: current })),
    // The retention panel the app shows on the same page (features/retention).
    http.get('*/api/retention/settings', () =>
      HttpResponse.json({ data: defaultRetentionSettings }),
    ),
    // The FNRH panel the app composes below (features/fnrh has its own tests): not opted in.
    http.get('*/api/fnrh/settings', () =>
      HttpResponse.json({
        enabled: false,
        trigger: 'approval',
        user: '',
        operatorCpf: '',
        apiKeySet: false,
      }),
    ),
    http.put('*/api/config/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push({ path: new URL(request.url).pathname, body });
      if (failure) return failure();
      current = { ...current, ...body };
      return HttpResponse.json({ data: current });
    }),
  ];
};
