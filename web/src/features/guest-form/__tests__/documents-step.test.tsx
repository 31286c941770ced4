import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { translate } from '@chegada/contracts';
import { aFillingPage } from '../../../testing/guest-form-fixtures';
import { renderApp } from '../../../testing/render-app';
import { aPhoneCamera } from './fake-camera';
import { next, openGuestForm } from './guest-form-steps';

// Stay, holder and guests saved: the guest resumes at the documents.
const atDocuments = (overrides: Parameters<typeof aFillingPage>[0] = {}) =>
  aFillingPage({
    form: { name: 'Maria Silva' },
    missing: ['doc_front', 'doc_back', 'doc_selfie'],
    ...overrides,
  });

// Node's File: the multipart body of the upload (Node's FormData under jsdom) takes no other.
const photo = (name: string, type = 'image/png') =>
  new NodeFile([new Uint8Array(2048)], name, { type }) as unknown as File;
// The main guest's slot, or (`index`) another guest's of the same name further down.
const slot = (name: string, index?: number) =>
  index === undefined
    ? screen.getByRole('group', { name })
    : (screen.getAllByRole('group', { name })[index] as HTMLElement);
const chooseFile = async (
  user: Awaited<ReturnType<typeof openGuestForm>>['user'],
  slotName: string,
  file: File,
) => user.upload(within(slot(slotName)).getByLabelText('Choose a file'), file);

// The holder's own files are sent; Ana fills her own link, João is filled in here.
const withGuests = (guests: Record<string, unknown>[]) =>
  atDocuments({
    form: { name: 'Maria Silva', additionalGuests: guests },
    files: { main: ['doc_front', 'doc_back', 'doc_selfie'] },
    missing: ['guest_1_doc_front'],
  });
const ana = { key: 'k-ana', name: 'Ana Souza', ownLink: true };
const joao = { key: 'k-joao', name: 'João Lima', cpfFilled: true, birthDate: '1992-01-01' };
const selfieOf = (name: string) =>
  within(
    screen.getByRole('heading', { level: 3, name }).closest('section') as HTMLElement,
  ).getByRole('group', { name: 'Selfie' });

describe('the documents step (spec §5; issue 17 uploads)', () => {
  it('asks no documents of a guest who fills their own link, and every one of a guest filled here', async () => {
    const { user } = await openGuestForm(withGuests([ana, joao]));
    expect(screen.queryByRole('heading', { name: 'Ana Souza' })).not.toBeInTheDocument();
    const joaoPart = screen.getByRole('heading', { level: 3, name: 'João Lima' }).parentElement;
    expect(joaoPart).not.toHaveTextContent('own link');
    await next(user);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Send this file',
      'Send this file',
      'Send this file',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Documents and selfie' })).toBeVisible();
  });

  it('goes on to the review when only guests who fill their own link are left', async () => {
    const { user } = await openGuestForm(withGuests([ana]));
    await next(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review and terms' }),
    ).toBeInTheDocument();
  });

  it('uploads each file alone as soon as it is chosen', async () => {
    const { user, saves } = await openGuestForm(atDocuments());
    expect(
      screen.getByRole('heading', { level: 2, name: 'Documents and selfie' }),
    ).toBeInTheDocument();
    await chooseFile(user, 'Front of the document', photo('front.png'));
    expect(
      await within(slot('Front of the document')).findByText('Sent: front.png'),
    ).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.files).toEqual(['doc_front']);
    expect(saves[0]?.fields).toEqual({});
  });

  it('shows a file sent before a reload by its name, where a new tab only says it was sent', async () => {
    const page = atDocuments();
    const { user } = await openGuestForm(page);
    await chooseFile(user, 'Front of the document', photo('front.png'));
    await within(slot('Front of the document')).findByText('Sent: front.png');
    // The link opened again: the server's page now lists the front as held. (Not at the
    // step in the address, which stops at the stay this fixture's form leaves lacking.)
    cleanup();
    window.history.replaceState(null, '', '/');
    renderApp(`/p/formdata/pousada-mar/airbnb/${page.id}`);
    expect(
      await within(await screen.findByRole('group', { name: 'Front of the document' })).findByText(
        'Sent: front.png',
      ),
    ).toBeInTheDocument();
    expect(within(slot('Back of the document')).getByText('No file yet')).toBeInTheDocument();
    // Another tab (or phone) remembers no name: the server's word alone.
    cleanup();
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
    renderApp(`/p/formdata/pousada-mar/airbnb/${page.id}`);
    expect(
      await within(await screen.findByRole('group', { name: 'Front of the document' })).findByText(
        'File sent',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a file over the server’s limit beside it, and sends nothing', async () => {
    const { user, saves } = await openGuestForm(atDocuments());
    const huge = new NodeFile([new Uint8Array(11 * 1024 * 1024)], 'scan.png', {
      type: 'image/png',
    }) as unknown as File;
    await chooseFile(user, 'Front of the document', huge);
    expect(await within(slot('Front of the document')).findByRole('alert')).toHaveTextContent(
      'The file is larger than the 10 MB limit',
    );
    expect(saves).toEqual([]);
  });

  it('offers the camera for the documents, and the liveness check for the main guest’s selfie', async () => {
    await openGuestForm(atDocuments({ form: { name: 'Maria Silva', additionalGuests: [joao] } }));
    const back = within(slot('Back of the document', 0)).getByLabelText('Take a photo');
    expect(back).toHaveAttribute('capture', 'environment');
    expect(back).toHaveAttribute('accept', 'image/*');
    expect(
      await within(slot('Selfie', 0)).findByRole('button', { name: 'Start the check' }),
    ).toBeVisible();
    // A companion filled in here keeps the photo, which the main guest may take.
    const joaoSelfie = within(selfieOf('João Lima'));
    expect(joaoSelfie.getByLabelText('Use a photo')).not.toHaveAttribute('capture');
    expect(joaoSelfie.getByRole('button', { name: 'Open camera' })).toBeInTheDocument();
  });

  it('offers another photo or file in a slot that already holds one', async () => {
    const page = withGuests([joao]);
    const { user } = await openGuestForm({
      ...page,
      files: { main: ['doc_front', 'doc_back', 'doc_selfie'], 'k-joao': ['doc_selfie'] },
    });
    const selfie = within(selfieOf('João Lima'));
    expect(selfie.getByLabelText('Use another photo')).not.toHaveAttribute('capture');
    expect(selfie.queryByLabelText('Use a photo')).not.toBeInTheDocument();
    const joaoPart = within(
      screen
        .getByRole('heading', { level: 3, name: 'João Lima' })
        .closest('section') as HTMLElement,
    );
    const front = within(joaoPart.getByRole('group', { name: 'Front of the document' }));
    expect(front.getByLabelText('Take a photo')).toBeInTheDocument();
    await user.upload(front.getByLabelText('Choose a file'), photo('front.png'));
    await front.findByText('Sent: front.png');
    expect(front.getByLabelText('Take another photo')).toHaveAttribute('capture', 'environment');
    expect(front.getByLabelText('Choose another file')).toBeInTheDocument();
    expect(front.queryByLabelText('Take a photo')).not.toBeInTheDocument();
    // The slot still empty keeps its first wording.
    expect(
      within(joaoPart.getByRole('group', { name: 'Back of the document' })).getByLabelText(
        'Take a photo',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the camera cannot open, and gives the focus back to its button', async () => {
    // No camera here (jsdom has none, as a phone that refused it answers none).
    const { user } = await openGuestForm(withGuests([joao]));
    await user.click(within(selfieOf('João Lima')).getByRole('button', { name: 'Open camera' }));
    expect(
      await within(selfieOf('João Lima')).findByText(
        'The camera could not be opened. Use a photo, or allow the camera and try again.',
      ),
    ).toBeInTheDocument();
    const again = within(selfieOf('João Lima')).getByRole('button', { name: 'Open camera' });
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('asks no selfie of anyone when the host does not require one (their setting)', async () => {
    const page = withGuests([joao, ana]);
    const { user } = await openGuestForm({
      ...page,
      company: { ...page.company, requireSelfie: false },
      files: { main: ['doc_front', 'doc_back'], 'k-joao': ['doc_back'] },
      missing: ['guest_0_doc_front'],
    });
    // The step is titled for what it asks, in its heading and among the steps.
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Documents$/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.queryByText('Documents and selfie')).not.toBeInTheDocument();
    // Still offered, never asked: each selfie says it is optional; João's front is all that
    // the step lacks.
    expect(screen.getAllByRole('group', { name: 'Selfie (optional)' })).toHaveLength(2);
    expect(
      await within(slot('Selfie (optional)', 0)).findByRole('button', { name: 'Start the check' }),
    ).toBeVisible();
    const joaoFront = within(slot('Front of the document', 1));
    await user.upload(joaoFront.getByLabelText('Choose a file'), photo('joao.png'));
    await joaoFront.findByText('Sent: joao.png');
    await next(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review and terms' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByText('Documents and selfie')).not.toBeInTheDocument();
    expect(screen.queryByText('Send this file')).not.toBeInTheDocument();
    // Ana, on her own link, is asked her documents alone.
    expect(
      screen.getByText(
        'Each adult sends their own documents through their own link. Send each one theirs:',
      ),
    ).toBeInTheDocument();
  });

  it('asks the files still lacking on next', async () => {
    const { user } = await openGuestForm(atDocuments());
    await chooseFile(user, 'Front of the document', photo('front.png'));
    await within(slot('Front of the document')).findByText('Sent: front.png');
    await next(user);
    expect(within(slot('Back of the document')).getByRole('alert')).toHaveTextContent(
      'Send this file',
    );
    expect(within(slot('Selfie')).getByRole('alert')).toHaveTextContent('Send this file');
    expect(within(slot('Front of the document')).queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Documents and selfie' }),
    ).toBeInTheDocument();
  });

  it('marks a slot that showed up after an attempt to go on only at the next attempt', async () => {
    aPhoneCamera();
    const page = atDocuments();
    // The selfie's check asks the image terms, then is closed: the upload takes its place.
    let starts = 0;
    const liveness = http.post(`*/api/stays/guestForm/${page.id}/liveness`, () => {
      const code = starts++ === 0 ? 'BIOMETRIC_CONSENT_REQUIRED' : 'LIVENESS_CLOSED';
      const message = translate('en-US', `error.${code}`, { minutes: 30 });
      const status = code === 'LIVENESS_CLOSED' ? 429 : 422;
      return HttpResponse.json({ code, message }, { status });
    });
    const { user } = await openGuestForm(page, [], liveness);
    await next(user);
    expect(within(slot('Selfie')).getByRole('alert')).toHaveTextContent('Send this file');

    await user.click(screen.getByLabelText('Digital document (PDF)'));
    await user.click(within(slot('Selfie')).getByRole('button', { name: 'Start the check' }));
    await user.click(await screen.findByRole('checkbox', { name: /I allow the photos/ }));
    await within(slot('Selfie')).findByText('Without the head-movement check', { exact: false });
    expect(within(slot('Digital document')).queryByText('Send this file')).not.toBeInTheDocument();
    expect(within(slot('Selfie')).queryByText('Send this file')).not.toBeInTheDocument();

    await next(user);
    expect(within(slot('Digital document')).getByText('Send this file')).toBeInTheDocument();
    expect(within(slot('Selfie')).getByText('Send this file')).toBeInTheDocument();
  });

  it('takes the digital document instead of both sides', async () => {
    const page = atDocuments({ files: { main: ['doc_selfie'] } });
    const { user } = await openGuestForm(page);
    await user.click(screen.getByLabelText('Digital document (PDF)'));
    expect(screen.queryByRole('group', { name: 'Front of the document' })).not.toBeInTheDocument();
    // A PDF is a file the guest has, not a photo: no camera for it.
    expect(within(slot('Digital document')).queryByText('Take a photo')).not.toBeInTheDocument();
    await chooseFile(user, 'Digital document', photo('cnh.pdf', 'application/pdf'));
    await within(slot('Digital document')).findByText('Sent: cnh.pdf');
    await next(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review and terms' }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal beside the file", async () => {
    const page = atDocuments();
    const refusal = http.put(`*/api/stays/guestForm/${page.id}`, () =>
      HttpResponse.json(
        {
          statusCode: 415,
          code: 'UNSUPPORTED_FILE_TYPE',
          message: 'File type not accepted',
          errors: [
            { field: 'doc_back', message: 'File type not accepted: send JPEG, PNG, WebP or PDF' },
          ],
        },
        { status: 415 },
      ),
    );
    const { user } = await openGuestForm(page, [], refusal);
    await chooseFile(user, 'Back of the document', photo('back.png'));
    expect(await within(slot('Back of the document')).findByRole('alert')).toHaveTextContent(
      'File type not accepted: send JPEG, PNG, WebP or PDF',
    );
    expect(
      within(slot('Back of the document')).getByText('Not sent: back.png'),
    ).toBeInTheDocument();
  });

  it('keeps a file on the phone when the connection drops, and sends it again', async () => {
    const page = atDocuments();
    const dropped = http.put(`*/api/stays/guestForm/${page.id}`, () => HttpResponse.error(), {
      once: true,
    });
    const { user, saves } = await openGuestForm(page, [], dropped);
    await user.upload(
      within(slot('Back of the document')).getByLabelText('Take a photo'),
      photo('me.png'),
    );
    const selfie = slot('Back of the document');
    expect(
      await within(selfie).findByText(
        'Saved on this phone; it will be sent when the connection returns',
      ),
    ).toBeInTheDocument();
    await user.click(within(selfie).getByRole('button', { name: 'Send again' }));
    expect(await within(selfie).findByText('Sent: me.png')).toBeInTheDocument();
    await waitFor(() => expect(saves.map((save) => save.files)).toEqual([['doc_back']]));
  });

  it("asks each additional guest's documents, unless sent through their link", async () => {
    const page = atDocuments({
      form: { name: 'Maria Silva', additionalGuests: [{ key: 'k1', name: 'Ana Souza' }] },
      files: { main: ['doc_front', 'doc_back', 'doc_selfie'], k1: ['doc_front'] },
    });
    const { user } = await openGuestForm(page);
    const ana = screen.getByRole('heading', { level: 3, name: 'Ana Souza' }).closest('section');
    expect(ana).not.toBeNull();
    const front = within(ana as HTMLElement).getByRole('group', { name: 'Front of the document' });
    expect(within(front).getByText('File sent')).toBeInTheDocument();
    await next(user);
    const back = within(ana as HTMLElement).getByRole('group', { name: 'Back of the document' });
    expect(within(back).getByRole('alert')).toHaveTextContent('Send this file');
  });
});
