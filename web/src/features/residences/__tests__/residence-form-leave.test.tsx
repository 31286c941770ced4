import { screen } from '@testing-library/react';
import { itAsksBeforeCancelling, itAsksBeforeLeaving } from '../../../testing/leave-prompt';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { aResidence, residencesApi } from './residences-kit';

/** The owner editing Casa Paulista: the guests changed to 6, or nothing changed. */
const edit = async (change: boolean) => {
  residencesApi([aResidence()]);
  const view = renderApp('/u/houses', { token: TOKEN, locale: 'en-US' });
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: 'Actions for Casa Paulista' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  // The form opens once the property's calendar feed is known.
  const guests = await screen.findByLabelText(/Maximum guests/);
  if (change) {
    await user.clear(guests);
    await user.type(guests, '6');
  }
  return view;
};

describe('leaving the property form', () => {
  itAsksBeforeLeaving('/u/houses', {
    change: (settled) => edit(!settled),
    keeps: ['the guests', () => screen.getByLabelText(/Maximum guests/), 6],
    settled: 'when nothing was changed',
  });
});

describe('cancelling the property form', () => {
  itAsksBeforeCancelling({
    open: edit,
    keeps: [/Maximum guests/, 6],
    backTo: () => screen.findByRole('heading', { level: 1, name: 'Properties' }),
  });
});
