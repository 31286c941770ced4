import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aSessionUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';

const IMAGE = '/api/avatars/11111111-1111-4111-8111-111111111111/abc.jpg';

/** The session and the avatar routes; `refuse` answers the upload as the server refuses one. */
const openProfile = async (locale: 'en-US' | 'pt-BR' | 'es-ES', refuse?: () => Response) => {
  let user = aSessionUser();
  const sent: { method: string; image: boolean }[] = [];
  server.use(
    http.get('*/api/me', () => HttpResponse.json(user)),
    ...sessionHandlers(user),
    http.put('*/api/me/avatar', async ({ request }) => {
      const form = await request.formData();
      sent.push({ method: 'PUT', image: form.has('image') });
      if (refuse) return refuse();
      user = { ...user, image: IMAGE };
      return HttpResponse.json(user);
    }),
    http.delete('*/api/me/avatar', () => {
      sent.push({ method: 'DELETE', image: false });
      user = { ...user, image: null };
      return HttpResponse.json(user);
    }),
  );
  const view = renderApp('/u/perfil', { token: TOKEN, locale });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, sent };
};

const aPhoto = (type = 'image/png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], 'me.png', { type });

describe('/u/perfil: the photo', () => {
  it('sends the chosen photo and shows it in the profile and the user menu', async () => {
    const { user, sent } = await openProfile('en-US');
    const photo = within(screen.getByRole('region', { name: 'Photo' }));
    await user.upload(photo.getByLabelText('Choose a photo'), aPhoto());
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'PUT', image: true }]);
    const menu = screen.getByRole('button', { name: /User menu/ });
    expect(await within(menu).findByRole('presentation')).toHaveAttribute('src', IMAGE);
    await user.click(photo.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Photo removed')).toBeInTheDocument();
    expect(sent.at(-1)?.method).toBe('DELETE');
  });

  it.each([
    ['pt-BR', 'Foto', 'Escolher foto', 'Envie uma foto em JPEG, PNG ou WebP'],
    ['es-ES', 'Foto', 'Elegir foto', 'Envía una foto en JPEG, PNG o WebP'],
  ] as const)('refuses a PDF before sending it, in %s', async (locale, region, label, message) => {
    const { sent } = await openProfile(locale);
    const input = within(screen.getByRole('region', { name: region })).getByLabelText(label);
    // As a browser whose picker shows every file: the accept list is only a hint.
    fireEvent.change(input, { target: { files: [aPhoto('application/pdf')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('refuses a photo over 5 MB before sending it', async () => {
    const { user, sent } = await openProfile('en-US');
    await user.upload(screen.getByLabelText('Choose a photo'), aPhoto('image/jpeg', 6 * 1024 ** 2));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The photo is larger than 5 MB. Choose a smaller one.',
    );
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal on the field', async () => {
    const { user } = await openProfile('en-US', () =>
      HttpResponse.json(
        {
          code: 'UNSUPPORTED_FILE_TYPE',
          message: 'File type not accepted',
          errors: [{ field: 'image', message: 'Send a photo in JPEG, PNG or WebP' }],
        },
        { status: 415 },
      ),
    );
    await user.upload(screen.getByLabelText('Choose a photo'), aPhoto());
    expect(await screen.findByRole('alert')).toHaveTextContent('Send a photo in JPEG, PNG or WebP');
  });
});
