import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { TOKEN } from '../../../testing/session-handlers';
import { aResidence, residencesApi, RESIDENCE_ID } from './residences-kit';

const SHARE_TOKEN = 'eyJwYXlsb2FkIjp0cnVlfQ.c2lnbmF0dXJl';

describe('sharing a property’s page', () => {
  it('mints a link from the property’s actions and shows until when it works', async () => {
    residencesApi([aResidence()]);
    const minted: string[] = [];
    server.use(
      http.post('*/api/house-preview/:id', ({ params }) => {
        minted.push(String(params.id));
        return HttpResponse.json(
          { data: { token: SHARE_TOKEN, expiresAt: '2026-12-02T15:00:00.000Z' } },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/u/houses', { token: TOKEN, locale: 'en-US' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Casa Paulista' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share property page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Casa Paulista’s page for guests' });
    expect(await within(dialog).findByText(/\/u\/houses\/details\/eyJ/)).toHaveTextContent(
      `http://localhost/u/houses/details/${SHARE_TOKEN}`,
    );
    expect(within(dialog).getByText(/The link works until December 2, 2026/)).toBeInTheDocument();
    expect(minted).toEqual([RESIDENCE_ID]);
  });
});

describe('/u/houses/details/:token', () => {
  it('shows a visitor the property by its link, without signing in', async () => {
    server.use(
      http.get(`*/api/house-preview/${SHARE_TOKEN}`, () =>
        HttpResponse.json({ data: aResidence({ houseRules: 'Silêncio após as 22h' }) }),
      ),
    );
    renderApp(`/u/houses/details/${SHARE_TOKEN}`, { locale: 'es-ES' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Casa Paulista' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Silêncio após as 22h')).toBeInTheDocument();
    expect(screen.queryByText(/Vista previa/)).not.toBeInTheDocument();
  });

  it('says a forged or expired link is not valid', async () => {
    server.use(
      http.get('*/api/house-preview/:token', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
      ),
    );
    renderApp('/u/houses/details/forged.token', { locale: 'en-US' });
    expect(
      await screen.findByText(
        'This link is not valid or has expired. Ask the host for a new link.',
      ),
    ).toBeInTheDocument();
  });
});
