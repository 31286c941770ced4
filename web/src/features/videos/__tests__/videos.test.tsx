import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProvider } from '../../../app/provider';
import { makeStore } from '../../../app/store';
import { explanatoryVideos } from '../../../config/videos';
import { aSessionUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import { VideosPage } from '../components/VideosPage';

const titles = [
  'Registering a property',
  'Sending the guest link',
  'Approving a booking',
  'Smart locks',
  'Pix deposit',
];

const topics = () =>
  screen
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 2 }).textContent);

const inApp = (element: ReactElement) => {
  localStorage.setItem('chegada.locale', 'en-US');
  return render(<AppProvider store={makeStore('localhost')}>{element}</AppProvider>);
};

describe('/u/videos', () => {
  it('lists the topics, with the written steps while no video is recorded', async () => {
    server.use(...sessionHandlers(aSessionUser()));
    renderApp('/u/videos', { token: TOKEN, locale: 'en-US' });
    await screen.findByRole('heading', { level: 1, name: 'Explanatory Videos' });
    expect(topics()).toEqual(titles);
    const pix = screen.getByRole('article', { name: 'Pix deposit' });
    expect(within(pix).getByText(/deposit in R\$ paid by pix/)).toBeInTheDocument();
    expect(within(pix).getAllByRole('listitem')).toHaveLength(4);
    expect(document.querySelector('video')).toBeNull();
  });

  it('words the topics in Portuguese and Spanish', async () => {
    server.use(...sessionHandlers(aSessionUser()));
    const { unmount } = renderApp('/u/videos', { token: TOKEN, locale: 'pt-BR' });
    expect(await screen.findByRole('article', { name: 'Caução por pix' })).toBeInTheDocument();
    unmount();
    localStorage.clear();
    renderApp('/u/videos', { token: TOKEN, locale: 'es-ES' });
    expect(await screen.findByRole('article', { name: 'Fianza por pix' })).toBeInTheDocument();
  });

  it('plays a recorded video from this site instead of the steps, with captions', () => {
    inApp(
      <VideosPage
        videos={{
          ...explanatoryVideos,
          smartLocks: {
            src: '/videos/smart-locks.mp4',
            captions: { 'en-US': '/videos/smart-locks.en-US.vtt' },
          },
        }}
      />,
    );
    const locks = screen.getByRole('article', { name: 'Smart locks' });
    const video = locks.querySelector('video');
    expect(video).toHaveAttribute('src', '/videos/smart-locks.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAccessibleName('Smart locks');
    expect(video?.querySelector('track')).toHaveAttribute('src', '/videos/smart-locks.en-US.vtt');
    expect(within(locks).queryByRole('heading', { name: 'Step by step' })).toBeNull();
    const pix = screen.getByRole('article', { name: 'Pix deposit' });
    expect(within(pix).getByRole('heading', { name: 'Step by step' })).toBeInTheDocument();
  });
});
