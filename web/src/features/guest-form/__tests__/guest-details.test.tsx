import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  aFillingPage,
  aGuestFormPage,
  aReservationId,
  aSavedHolder,
  aSavedStay,
  type Saved,
} from '../../../testing/guest-form-fixtures';
import {
  addGuest,
  atGuests,
  atHolder,
  errorDescribing,
  errorOf,
  fillStay,
  next,
  openAtGuests,
  openGuestForm,
  openGuestFormIn,
  pick,
  zip,
  openOwnLinkIn,
} from './guest-form-steps';

// Issue 27's details: a child's document other than a CPF, who may take a child's selfie, pets
// with a count and a kind, the address's neighbourhood and its state among the 27 UFs. The
// stay checks in on 2030-03-12.

const CERTIDAO = '104539.01.55.2013.1.00012.021.0000123-21';
const UNDER_12 = '2020-01-01';

/** The error a group of choices shows, as assistive technology reads it. */
const groupError = (name: string) => errorDescribing(screen.getByRole('group', { name }));

describe("a companion under 12's document (issue 27)", () => {
  it('offers a birth certificate or a passport instead of a CPF, and saves the one chosen', async () => {
    const page = atGuests();
    const saves: Saved[] = [];
    // Once saved, the server shows the number masked, as every document number.
    const masked = http.get(`*/api/stays/guestForm/${page.id}`, () =>
      saves.length === 0
        ? undefined
        : HttpResponse.json({
            data: {
              ...page,
              form: {
                ...page.form,
                additionalGuests: [
                  {
                    ...(saves[0]?.fields.additionalGuests as Record<string, unknown>[])[0],
                    key: 'key-0',
                    birthCertificate: `${'•'.repeat(29)}321`,
                    birthCertificateFilled: true,
                  },
                ],
              },
            },
          }),
    );
    const { user } = await openAtGuests(page, saves, masked);
    await addGuest(user);
    await user.type(screen.getByLabelText(/^Full name/), 'Lia Silva');
    // An adult, or a guest whose birth date is not known yet, gives a CPF.
    expect(screen.queryByRole('group', { name: 'Document' })).not.toBeInTheDocument();
    pick(/^Date of birth/, UNDER_12);
    const kinds = screen.getByRole('group', { name: 'Document' });
    expect(kinds).toHaveAccessibleDescription(
      'Under 12, a birth certificate or a passport will do instead of a CPF.',
    );
    await user.click(within(kinds).getByLabelText('Birth certificate'));
    expect(screen.queryByRole('textbox', { name: /^CPF/ })).not.toBeInTheDocument();
    const number = screen.getByLabelText(/^Birth certificate number/);
    await user.type(number, '1045 3901');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(/^Birth certificate number/)).toBe(
        'Invalid birth certificate: enter the 32 digits of its registration number (matrícula)',
      ),
    );
    await user.clear(number);
    await user.type(number, CERTIDAO);
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Documents and selfie' });
    // Its own save, masked, is not taken for another device's.
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(screen.queryByText('Updated on another device')).not.toBeInTheDocument();
    expect(saves[0]?.fields.additionalGuests).toEqual([
      expect.objectContaining({
        name: 'Lia Silva',
        birthDate: UNDER_12,
        documentKind: 'birthCertificate',
        birthCertificate: '10453901552013100012021000012321',
      }),
    ]);
  });

  it('asks the CPF from 12 on, saying why, when the birth date changes after a choice', async () => {
    const { user, saves } = await openAtGuests(atGuests());
    await addGuest(user);
    await user.type(screen.getByLabelText(/^Full name/), 'Lia Silva');
    pick(/^Date of birth/, UNDER_12);
    await user.click(screen.getByLabelText('Passport'));
    await user.type(screen.getByLabelText(/^Passport number/), 'FZ123456');
    // Twelve on the check-in day: the choice stays in sight, with what to do.
    pick(/^Date of birth/, '2018-03-12');
    await next(user);
    await waitFor(() =>
      expect(groupError('Document')).toBe('From 12 years old on the check-in date, enter the CPF'),
    );
    expect(saves).toEqual([]);
    await user.click(screen.getByLabelText('CPF'));
    await user.type(screen.getByRole('textbox', { name: /^CPF/ }), '111.444.777-35');
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Documents and selfie' });
    expect(saves[0]?.fields.additionalGuests).toEqual([
      expect.objectContaining({ documentKind: 'cpf', cpf: '11144477735' }),
    ]);
  });

  it.each([
    [
      'pt-BR',
      'Outros hóspedes',
      'Adicionar hóspede',
      /^Data de nascimento/,
      'Certidão de nascimento',
    ],
    [
      'es-ES',
      'Otros huéspedes',
      'Añadir huésped',
      /^Fecha de nacimiento/,
      'Certificado de nacimiento',
    ],
  ] as const)('names the documents in %s', async (locale, step, add, birth, certificate) => {
    const { user } = await openGuestFormIn(locale, atGuests());
    await user.click(screen.getByRole('button', { name: step }));
    await user.click(await screen.findByRole('button', { name: add }));
    pick(birth, UNDER_12);
    expect(screen.getByLabelText(certificate)).toHaveAttribute('type', 'radio');
  });
});

/** The documents step of a form whose other guests are all filled in here. */
const atDocuments = (guests: Record<string, unknown>[]) =>
  aFillingPage({
    form: { ...aSavedStay(), name: 'Maria Silva', additionalGuests: guests },
    files: { main: ['doc_front', 'doc_back', 'doc_selfie'] },
    missing: ['guest_0_doc_front'],
  });
const lia = { key: 'k-lia', name: 'Lia Silva', birthDate: UNDER_12, isChild: true };
const joao = { key: 'k-joao', name: 'João Lima', birthDate: '1992-01-01', cpfFilled: true };
const selfieOf = (name: string) => {
  const part = screen.getByRole('heading', { level: 3, name }).closest('section');
  return within(part as HTMLElement).getByRole('group', { name: 'Selfie' });
};

describe("a child's selfie (issue 27)", () => {
  it.each([
    ['en-US', 'For a guest under 18, the main guest may take the selfie.'],
    ['pt-BR', 'Para menores de 18 anos, o hóspede principal pode tirar a selfie.'],
    ['es-ES', 'Si el huésped es menor de 18 años, el huésped principal puede hacer el selfie.'],
  ] as const)('says the main guest may take it, in %s', async (locale, note) => {
    await openGuestFormIn(locale, atDocuments([lia, joao]));
    expect(selfieOf('Lia Silva')).toHaveAccessibleDescription(expect.stringContaining(note));
    expect(selfieOf('João Lima')).not.toHaveAccessibleDescription(expect.stringContaining(note));
  });

  it('says it on a child’s own link too', async () => {
    const page = aFillingPage({
      form: { additionalGuest: { key: 'k1', name: 'Lia Silva', isChild: true } },
      files: { k1: [] },
      additionalGuestIndex: 0,
    });
    await openOwnLinkIn('en-US', page);
    const selfie = await screen.findByRole('group', { name: 'Selfie' });
    expect(selfie).toHaveAccessibleDescription(
      expect.stringContaining('the main guest may take the selfie'),
    );
  });
});

describe('pets (issue 27)', () => {
  it('asks how many and which once the guest brings pets, each checked', async () => {
    const saves: Saved[] = [];
    const { user } = await openGuestForm(aGuestFormPage({ id: aReservationId() }), saves);
    await fillStay(user);
    expect(screen.queryByLabelText(/^How many pets/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('I am bringing pets'));
    await next(user);
    await waitFor(() => expect(errorOf(/^How many pets/)).toBe('Required field'));
    expect(groupError('Which pets')).toBe('Required field');
    await user.type(screen.getByLabelText(/^How many pets/), '11');
    await user.tab();
    await waitFor(() => expect(errorOf(/^How many pets/)).toBe('Enter 1 to 10 pets'));
    await user.clear(screen.getByLabelText(/^How many pets/));
    await user.type(screen.getByLabelText(/^How many pets/), '2');
    await user.click(screen.getByLabelText('Other'));
    await next(user);
    await waitFor(() => expect(errorOf(/^Which animal/)).toBe('Required field'));
    await user.type(screen.getByLabelText(/^Which animal/), 'Rabbits');
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    expect(saves[0]?.fields).toMatchObject({
      pets: true,
      petCount: 2,
      petKind: 'other',
      petKindOther: 'Rabbits',
    });
  });
});

describe("the holder's address (issue 27)", () => {
  const holderOwing = ['name'];

  it('fills the neighbourhood from the CEP and offers the 27 UFs in Brazil', async () => {
    const { user } = await openGuestForm(atHolder({}, holderOwing), [], zip);
    const state = await screen.findByLabelText(/^State/);
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toHaveLength(28);
    await user.type(screen.getByLabelText(/^CEP/), '01310-100');
    await waitFor(() => expect(screen.getByLabelText(/^Neighbourhood/)).toHaveValue('Bela Vista'));
    expect(state).toHaveValue('SP');
  });

  it('asks the neighbourhood in Brazil only, and takes any state abroad', async () => {
    const { user } = await openGuestForm(atHolder({}, holderOwing));
    await next(user);
    await waitFor(() => expect(errorOf(/^Neighbourhood/)).toBe('Required field'));
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Argentina');
    await user.type(screen.getByLabelText(/^State/), 'Buenos Aires');
    await next(user);
    await waitFor(() => expect(errorOf(/^Full name/)).toBe('Required field'));
    expect(errorOf(/^Neighbourhood/)).toBe('');
    expect(errorOf(/^State/)).toBe('');
  });

  it('shows an answer typed before the lists as it was typed, and asks a UF for it', async () => {
    const typed = { ...aSavedHolder().address, country: 'Brasil', state: 'Pernambuco' };
    const { user } = await openGuestForm(
      atHolder({ ...aSavedHolder(), address: typed }, holderOwing),
    );
    const country = await screen.findByLabelText(/^Country/);
    expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('Brasil');
    const state = screen.getByLabelText(/^State/);
    expect(within(state).getByRole('option', { selected: true })).toHaveTextContent('Pernambuco');
    await next(user);
    await waitFor(() =>
      expect(errorOf(/^State/)).toBe(
        'Invalid state: use the abbreviation of one of the 27, as in SP',
      ),
    );
  });
});
