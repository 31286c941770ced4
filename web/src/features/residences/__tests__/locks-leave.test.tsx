import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TTLOCK_CONNECTED } from '../../../testing/fixtures';
import { itAsksBeforeLeaving } from '../../../testing/leave-prompt';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { TOKEN } from '../../../testing/session-handlers';
import { aResidence, residencesApi } from './residences-kit';

/** /u/keys/config with the TTLock account connected and Casa Paulista's lock picked. */
const pickLock = async (save: boolean) => {
  residencesApi([aResidence()]);
  server.use(
    http.get('*/api/locks/ttlock', () => HttpResponse.json({ data: TTLOCK_CONNECTED })),
    http.get('*/api/locks', () =>
      HttpResponse.json({
        items: [{ lockId: '4711', name: 'Front door', hasGateway: true, battery: 80 }],
      }),
    ),
    http.put('*/api/locks/residences/:id', () => HttpResponse.json({ data: { lockId: '4711' } })),
  );
  const view = renderApp('/u/keys/config', { token: TOKEN, locale: 'en-US' });
  const { user } = view;
  await user.selectOptions(await screen.findByLabelText('Lock'), '4711');
  if (save) {
    await user.click(screen.getByRole('button', { name: 'Save lock' }));
    await screen.findByText('Lock of Casa Paulista saved');
  }
  return view;
};

describe('/u/keys/config: leaving a lock not saved', () => {
  itAsksBeforeLeaving('/u/keys/config', {
    change: pickLock,
    keeps: ['the pick', () => screen.getByLabelText('Lock'), '4711'],
    settled: 'once the lock is saved',
  });
});
