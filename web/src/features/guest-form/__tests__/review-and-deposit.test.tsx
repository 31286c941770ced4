import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { fieldErrorsAnswer } from '../../../testing/fixtures';
import { aFillingPage, aSavedStay } from '../../../testing/guest-form-fixtures';
import { readDraft } from '../../../lib/offline/offline-store';
import { next, openGuestForm, openGuestFormIn, acceptTerms } from './guest-form-steps';

const filled = (overrides: Parameters<typeof aFillingPage>[0] = {}) =>
  aFillingPage({
    form: { ...aSavedStay(), name: 'Maria Silva', email: 'maria@example.com' },
    files: { main: ['doc_front', 'doc_back', 'doc_selfie'] },
    missing: [],
    ...overrides,
  });

const send = () => screen.getByRole('button', { name: 'Send form' });

describe('the review step and the submission (spec §5, §8)', () => {
  it('shows everything given, with an edit link per step', async () => {
    const { user } = await openGuestForm(filled());
    expect(screen.getByRole('heading', { level: 2, name: 'Review and terms' })).toBeInTheDocument();
    expect(screen.getByText('Maria Silva', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Your details' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your details' }),
    ).toBeInTheDocument();
  });

  it('asks every term to be accepted, with the consent text and its version', async () => {
    const { user } = await openGuestForm(filled());
    await user.click(send());
    const terms = screen.getByRole('checkbox', { name: /I have read and accept the terms of use/ });
    await waitFor(() =>
      expect(terms).toHaveAccessibleDescription('You must accept the terms to continue'),
    );
    expect(
      screen.getByRole('checkbox', { name: /I allow the photos/ }),
    ).toHaveAccessibleDescription('You must accept the terms to continue');
    expect(screen.getByText('Biometric consent (version 2026-11)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/use-terms/en-US',
    );
  });

  // The stay checks in on 2030-03-12: Lucas is 6, Bia 16 (not ticked a child), Ana an adult.
  const companion = (key: string, name: string, birthDate: string, isChild = false) => ({
    key,
    name,
    birthDate,
    isChild,
    foreign: false,
    ownLink: false,
  });
  const ana = companion('key-0', 'Ana Lima', '1992-01-01');
  const lucas = companion('key-1', 'Lucas Souza', '2023-05-10', true);
  const bia = companion('key-2', 'Bia Souza', '2013-06-01');

  it.each([
    [
      'en-US',
      [ana, lucas, bia],
      /^I have read and accept the terms of use ?, for myself and for Lucas Souza and Bia Souza, minors in my care$/,
      'I allow the photos of my document and selfie, and those of Lucas Souza and Bia Souza, minors in my care, to be used to check our identity',
    ],
    [
      'pt-BR',
      [ana, lucas],
      /^Li e aceito os termos de uso ?, por mim e por Lucas Souza, menor de 18 anos sob minha responsabilidade$/,
      'Autorizo o uso das fotos do documento e da selfie, minhas e de Lucas Souza, menor de 18 anos sob minha responsabilidade, para conferir nossa identidade',
    ],
    [
      'es-ES',
      [bia],
      /^He leído y acepto los términos de uso ?, por mí y por Bia Souza, menor de 18 años a mi cargo$/,
      'Autorizo el uso de las fotos de mi documento y de mi selfie, y de las de Bia Souza, menor de 18 años a mi cargo, para comprobar nuestra identidad',
    ],
  ] as const)(
    'in %s, has the main guest accept for each companion under 18, naming them (issue 27)',
    async (locale, additionalGuests, terms, image) => {
      const page = filled();
      await openGuestFormIn(locale, { ...page, form: { ...page.form, additionalGuests } });
      expect(screen.getByRole('checkbox', { name: terms })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: image })).toBeInTheDocument();
    },
  );

  it('submits the form, shows it in analysis, and forgets the draft this phone kept', async () => {
    const page = filled();
    const { user, saves } = await openGuestForm(page);
    // What was typed is kept on the phone while the form is open.
    await waitFor(async () =>
      expect(await readDraft(`guest/${page.id}/airbnb/main`)).toBeDefined(),
    );
    await acceptTerms(user);
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Form in analysis' })).toBeInTheDocument();
    expect(saves.at(-1)?.fields).toEqual({
      termsAccepted: true,
      imageTermsAccepted: true,
      submit: true,
    });
    await waitFor(async () =>
      expect(await readDraft(`guest/${page.id}/airbnb/main`)).toBeUndefined(),
    );
  });

  it('shows the image terms already given to read the document, and sends the form with the terms alone', async () => {
    const { user, saves } = await openGuestForm(filled({ ownConsents: ['biometric'] }));
    expect(screen.getByRole('checkbox', { name: /I allow the photos/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Form in analysis' })).toBeInTheDocument();
    expect(saves.at(-1)?.fields).toMatchObject({ termsAccepted: true, imageTermsAccepted: true });
  });

  it('names the steps a refused submission lacks, one tap from each', async () => {
    const page = filled();
    const refusal = http.put(`*/api/stays/guestForm/${page.id}`, () =>
      fieldErrorsAnswer([{ field: 'doc_selfie', message: 'Send this file' }]),
    );
    const { user } = await openGuestForm(page, [], refusal);
    await acceptTerms(user);
    await user.click(send());
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Fill in all required fields');
    await user.click(within(problem).getByRole('button', { name: 'Documents and selfie' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Documents and selfie' }),
    ).toBeInTheDocument();
  });
});

describe('the deposit step (spec §1, §9)', () => {
  const withDeposit = () =>
    filled({
      deposit: {
        amount: 50000,
        brCode: '00020126580014br.gov.bcb.pix',
        qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
      },
      missing: ['deposit_proof'],
    });

  it('shows the amount in R$, the QR and the copy-and-paste code', async () => {
    const { user } = await openGuestForm(withDeposit());
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    expect(screen.getByRole('heading', { level: 2, name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByText('R$500.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pix QR code' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pix copy and paste code')).toHaveValue(
      '00020126580014br.gov.bcb.pix',
    );
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('button', { name: 'Code copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('00020126580014br.gov.bcb.pix');
  });

  // Issue 32's walk: a host's number in running text broke in two on a 360 px phone.
  it('without a pix code, names the host’s number to ask, on one line', async () => {
    const page = withDeposit();
    await openGuestForm({
      ...page,
      deposit: { ...page.deposit!, brCode: null, qrCodeDataUrl: null },
    });
    // As people write it, whatever form the account stored it in.
    const phone = screen.getByText('(81) 99999-0000');
    expect(phone.parentElement).toHaveTextContent('Ask your host for the pix key: (81) 99999-0000');
    expect(phone).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('asks the proof before moving on', async () => {
    const { user } = await openGuestForm(withDeposit());
    await next(user);
    expect(
      within(screen.getByRole('group', { name: 'Pix receipt' })).getByRole('alert'),
    ).toHaveTextContent('Send this file');
  });
});
