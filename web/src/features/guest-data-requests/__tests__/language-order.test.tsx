import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/server';
import { openPrivacyPage } from './privacy-page-kit';

// Walk61: the data page's picker listed English, Español, Português (the company's languages,
// as the server sorts them), while the link's other pages list Português, English, Español:
// one order, the product's (pt-BR, en-US, es-ES), whatever order a list arrives in.
describe('the guest’s data page’s language picker', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('lists the languages in the order of the link’s other pages', async () => {
    server.use(
      http.get('*/api/stays/company-info/:code', () =>
        HttpResponse.json({
          data: {
            name: 'Pousada do Mar',
            friendlyCode: 'pousada-mar',
            supportedLanguages: ['es-ES', 'pt-BR'],
          },
        }),
      ),
      http.get('*/api/stays/guestForm/r-1/data-requests', () => HttpResponse.json([])),
    );
    openPrivacyPage('es-ES');
    const picker = await screen.findByRole('combobox', { name: 'Idioma' });
    const names = () =>
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent);
    // The property's two, once its list arrived.
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(names()).toEqual(['Português', 'Español']);
  });
});
