import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { aFillingPage, type Saved } from '../../../testing/guest-form-fixtures';
import { server } from '../../../testing/server';
import { openGuestForm } from './guest-form-steps';

const OLD_CPF = '529.982.247-25';
const NEW_CPF = '111.444.777-35';

/** A server reading slowly: each reading asked waits until the test answers it. */
const slowReadings = (pageId: string) => {
  const held: ((cpf: string) => void)[] = [];
  const handler = http.post(
    `*/api/stays/guestForm/${pageId}/document-reading`,
    () =>
      new Promise<Response>((resolve) =>
        held.push((cpf) => resolve(HttpResponse.json({ document: null, cpf }))),
      ),
  );
  /** Answers the `index`th reading asked with `cpf`; resolves once the answer left the server. */
  const answer = async (index: number, cpf: string) => {
    await waitFor(() => expect(held.length).toBeGreaterThan(index));
    const sent = new Promise<void>((resolve) => {
      const left = ({ request }: { request: Request }) => {
        if (!request.url.endsWith('/document-reading')) return;
        server.events.removeListener('response:mocked', left);
        resolve();
      };
      server.events.on('response:mocked', left);
    });
    held[index]?.(cpf);
    await sent;
  };
  return { handler, answer };
};

// Node's File: the multipart body of the upload (Node's FormData under jsdom) takes no other.
const photo = (name: string) =>
  new NodeFile([new Uint8Array(2048)], name, { type: 'image/png' }) as unknown as File;

/** The guest at the documents, both sides sent earlier, the reading answering when told. */
const atDocuments = async () => {
  const page = aFillingPage({
    form: { name: 'Maria Silva' },
    files: { main: ['doc_front', 'doc_back'] },
    missing: ['doc_selfie'],
  });
  const readings = slowReadings(page.id);
  const saves: Saved[] = [];
  const { user } = await openGuestForm(page, saves, readings.handler);
  const section = screen.getByRole('region', { name: 'Fill in from your document' });
  const front = screen.getByRole('group', { name: 'Front of the document' });
  return {
    section,
    saved: () => saves.flatMap(({ fields }) => (Object.keys(fields).length > 0 ? [fields] : [])),
    use: async () =>
      user.click(await within(section).findByRole('button', { name: 'Use these details' })),
    answer: readings.answer,
    read: () => user.click(within(section).getByRole('button', { name: 'Read my document' })),
    offer: () => within(section).findByRole('group', { name: 'We read on your document:' }),
    /** A new photo of the front, chosen and sent. */
    newFront: async () => {
      await user.upload(within(front).getByLabelText('Choose another file'), photo('new.png'));
      await within(front).findByText('Sent: new.png');
    },
  };
};

describe('the reading after a new photo of the document (issue 29)', () => {
  it('clears what was read of the old photo, and reads the new one when asked', async () => {
    const { section, answer, read, offer, newFront } = await atDocuments();
    await read();
    await answer(0, OLD_CPF);
    expect(await offer()).toHaveTextContent(`CPF${OLD_CPF}`);

    await newFront();
    expect(within(section).queryByRole('group')).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent(OLD_CPF);

    await read();
    await answer(1, NEW_CPF);
    expect(await offer()).toHaveTextContent(`CPF${NEW_CPF}`);
  });

  it("never shows a late answer for the old photo over the new one's", async () => {
    const { section, answer, read, offer, newFront, use, saved } = await atDocuments();
    await read();
    expect(within(section).getByRole('status')).toHaveTextContent('Reading your document…');

    // The old photo's reading is still on its way when the guest takes a new one.
    await newFront();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    await read();
    await answer(1, NEW_CPF);
    expect(await offer()).toHaveTextContent(`CPF${NEW_CPF}`);
    // The old photo's answer comes last, while the new one's is on screen.
    await answer(0, OLD_CPF);

    await use();
    await within(section).findByText(/Filled in on your form/);
    expect(saved()).toEqual([{ cpf: NEW_CPF }]);
    expect(section).not.toHaveTextContent(OLD_CPF);
  });
});

describe('the reading before any photo of the document (issue 29)', () => {
  it('is offered only once a photo of the document was sent', async () => {
    const page = aFillingPage({
      form: { name: 'Maria Silva' },
      missing: ['doc_front', 'doc_back', 'doc_selfie'],
    });
    const readings = slowReadings(page.id);
    const { user } = await openGuestForm(page, [], readings.handler);
    const front = screen.getByRole('group', { name: 'Front of the document' });
    // Nothing to read yet: no offer to read it, no button to press.
    expect(screen.queryByRole('region', { name: 'Fill in from your document' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read my document' })).toBeNull();

    await user.upload(within(front).getByLabelText(/Choose a file/), photo('front.png'));
    await within(front).findByText('Sent: front.png');
    const section = await screen.findByRole('region', { name: 'Fill in from your document' });
    await user.click(within(section).getByRole('button', { name: 'Read my document' }));
    await readings.answer(0, OLD_CPF);
    expect(
      await within(section).findByRole('group', { name: 'We read on your document:' }),
    ).toHaveTextContent(`CPF${OLD_CPF}`);
  });
});
