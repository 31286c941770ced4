import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DocumentReadingAnswer } from '@chegada/contracts';
import {
  aFillingPage,
  aSavedHolder,
  aSavedStay,
  type Saved,
} from '../../../testing/guest-form-fixtures';
import { openGuestForm, reopen } from './guest-form-steps';

const TYPED_CPF = '111.444.777-35';
const READ_CPF = '529.982.247-25';

/**
 * Maria at the documents step, both sides of her RG sent, her CPF saved (the server shows it
 * masked, as it does every saved document number); the reading answers `answer`, and a page
 * opened again gets what the server kept of it.
 */
const atDocuments = async (answer: DocumentReadingAnswer) => {
  const page = aFillingPage({
    form: { ...aSavedStay(), ...aSavedHolder(), cpf: '', cpfFilled: true },
    files: { main: ['doc_front', 'doc_back'] },
    missing: ['doc_selfie'],
  });
  const saves: Saved[] = [];
  let read = false;
  // The page as the server shows it after the saves: the CPF never comes back.
  const masked = http.get(`*/api/stays/guestForm/${page.id}`, () => {
    const form = saves.reduce<Record<string, unknown>>(
      (now, save) => ({ ...now, ...save.fields }),
      { ...page.form },
    );
    return HttpResponse.json({ data: { ...page, form: { ...form, cpf: '', cpfFilled: true } } });
  });
  const reading = http.post(`*/api/stays/guestForm/${page.id}/document-reading`, () => {
    read = true;
    return HttpResponse.json(answer);
  });
  const kept = http.get(`*/api/stays/guestForm/${page.id}/document-reading`, () =>
    HttpResponse.json(read ? answer : { document: null, cpf: null }),
  );
  const view = await openGuestForm(page, saves, masked, reading, kept);
  return { ...view, page, fields: () => saves.map((save) => save.fields) };
};

const steps = () => within(screen.getByRole('navigation', { name: /steps/i }));
const readingSection = () => screen.getByRole('region', { name: /Fill in from your document/ });

describe("the document reading's values, once used, are the form's (issue 29)", () => {
  it("puts the CPF read from an RG in the details' own field, shown there and in the review as saved", async () => {
    const { user, fields } = await atDocuments({ document: null, cpf: READ_CPF });
    // Maria typed another CPF in her details first.
    await user.click(steps().getByRole('button', { name: 'Your details' }));
    const cpf = await screen.findByLabelText(/^CPF/);
    await user.clear(cpf);
    await user.type(cpf, TYPED_CPF);
    await user.click(steps().getByRole('button', { name: /Documents/ }));

    const section = within(readingSection());
    await user.click(section.getByRole('button', { name: 'Read my document' }));
    await user.click(await section.findByRole('button', { name: 'Use these details' }));
    await section.findByText(/Filled in on your form/);
    expect(fields()).toEqual([{ cpf: READ_CPF }]);

    await user.click(steps().getByRole('button', { name: 'Your details' }));
    expect(await screen.findByLabelText(/^CPF/)).toHaveValue(READ_CPF);
    // Going on saves the details with the CPF used, not the one typed before.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: /Documents|guests/i });
    expect(fields()[1]).toMatchObject({ cpf: '52998224725' });
    await user.click(steps().getByRole('button', { name: /Review/ }));
    const details = (
      await screen.findByRole('heading', { level: 3, name: 'Your details' })
    ).closest('section') as HTMLElement;
    expect(within(details).getByText('CPF').closest('div')?.querySelector('dd')).toHaveTextContent(
      READ_CPF,
    );
    expect(details).not.toHaveTextContent(TYPED_CPF);
  });

  it('shows after a reload what the guest answered, not the same offer again', async () => {
    const { user, page, unmount } = await atDocuments({ document: null, cpf: READ_CPF });
    await user.click(within(readingSection()).getByRole('button', { name: 'Read my document' }));
    await user.click(await screen.findByRole('button', { name: "Don't use" }));
    unmount();

    reopen(page);
    const section = within(
      await screen.findByRole(
        'region',
        { name: /Fill in from your document/ },
        { timeout: 20_000 },
      ),
    );
    expect(await section.findByRole('status')).toHaveTextContent('Nothing was filled in.');
    expect(section.queryByRole('button', { name: 'Use these details' })).not.toBeInTheDocument();
    // Read again, the offer is new: its answer is still to be given.
    await user.click(section.getByRole('button', { name: 'Read it again' }));
    expect(await section.findByRole('button', { name: 'Use these details' })).toBeInTheDocument();
  });
});
