import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { aFillingPage, aSavedHolder, aSavedStay } from '../../../testing/guest-form-fixtures';
import { openGuestForm, openGuestFormIn } from './guest-form-steps';

/** A whole form: Maria, two other guests (Ana typed here, Pedro by his own link), ten files. */
const complete = (overrides: Parameters<typeof aFillingPage>[0] = {}) =>
  aFillingPage({
    maxGuests: 3,
    form: {
      ...aSavedStay(),
      ...aSavedHolder(),
      phone: '+5511987654321',
      additionalGuests: [
        {
          key: 'key-0',
          name: 'Ana Souza',
          foreign: false,
          isChild: false,
          cpf: '•••••••••36',
          cpfFilled: true,
        },
        { key: 'key-1', name: 'Pedro Lima', foreign: false, isChild: false },
      ],
    },
    deposit: { amount: 50000, brCode: null, qrCodeDataUrl: null },
    files: {
      main: ['doc_front', 'doc_back', 'doc_selfie', 'deposit_proof'],
      'key-0': ['doc_front', 'doc_back', 'doc_selfie'],
      'key-1': ['doc_front', 'doc_back', 'doc_selfie'],
    },
    missing: [],
    ...overrides,
  });

/** The review's section of a step, by its title. */
const section = (title: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  return within(heading.closest('section') as HTMLElement);
};

/** A row of a section: its label's value. */
const valueOf = (title: string, label: string) =>
  section(title).getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('the review summary (spec §5)', () => {
  it('shows dates, times, the birth date and the phone as the guest reads them', async () => {
    await openGuestForm(complete());
    expect(valueOf('Stay', 'Check-in')).toBe('Mar 12, 2030, 3:00 PM');
    expect(valueOf('Stay', 'Check-out')).toBe('Mar 15, 2030, 10:00 AM');
    expect(valueOf('Your details', 'Date of birth')).toBe('May 20, 1990');
    // As the copy and the host's review write them (walk60: '52998224725', '01310100').
    expect(await section('Your details').findByText('(11) 98765-4321')).toBeInTheDocument();
    expect(valueOf('Your details', 'CPF')).toBe('529.982.247-25');
    expect(valueOf('Your details', 'Address')).toMatch(/, SP, 01310-100, Brazil$/);
  });

  it('shows a foreign phone in international form', async () => {
    await openGuestForm(complete({ form: { ...complete().form, phone: '+351912345678' } }));
    expect(await section('Your details').findByText('+351 912 345 678')).toBeInTheDocument();
  });

  it('gives the link of the companion still to fill in before sending, to copy or share', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => (shared.push(data), Promise.resolve()),
    });
    try {
      const { user } = await openGuestForm(complete());
      const pending = screen.getByRole('region', { name: 'One companion still to fill in' });
      expect(within(pending).getByRole('listitem')).toHaveTextContent(/^Pedro Lima/);
      await user.click(within(pending).getByRole('button', { name: 'Share link (Pedro Lima)' }));
      expect(shared.map((data) => data.url)).toEqual([
        expect.stringMatching(/\/p\/formdata\/pousada-mar\/airbnb\/[^/]+\/key-1$/),
      ]);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  // Walk of issue 32 (ROUGH #9): a host on FNRH asks the gender and the means of transport;
  // the review before sending showed neither, so the guest could not check them.
  const onFnrh = (fnrh: boolean) => {
    const page = complete({
      form: {
        ...complete().form,
        gender: 'woman',
        transport: 'plane',
        additionalGuests: [
          { key: 'key-0', name: 'Ana Souza', foreign: false, isChild: false, gender: 'other' },
        ],
      },
    });
    return { ...page, residence: { ...page.residence, fnrh } };
  };

  it('shows the gender and the means of transport FNRH asked, in the chosen language', async () => {
    await openGuestForm(onFnrh(true));
    expect(valueOf('Stay', 'Means of transport to the stay')).toBe('Plane');
    expect(valueOf('Your details', 'Gender')).toBe('Woman');
    expect(section('Other guests').getByText(/Gender: Other/)).toBeInTheDocument();
  });

  it('shows them in Portuguese and Spanish too', async () => {
    await openGuestFormIn('pt-BR', onFnrh(true));
    expect(valueOf('Estadia', 'Meio de transporte até a hospedagem')).toBe('Avião');
    expect(valueOf('Seus dados', 'Gênero')).toBe('Mulher');
  });

  it('shows neither to a host off FNRH', async () => {
    await openGuestForm(onFnrh(false));
    expect(section('Stay').queryByText('Means of transport to the stay')).toBeNull();
    expect(section('Your details').queryByText('Gender')).toBeNull();
    expect(section('Other guests').queryByText(/Gender/)).toBeNull();
  });

  it('formats them in the chosen language', async () => {
    await openGuestFormIn('es-ES', complete());
    expect(valueOf('Estancia', 'Check-in')).toBe('12 mar 2030, 15:00');
    expect(valueOf('Tus datos', 'Fecha de nacimiento')).toBe('20 may 1990');
    expect(valueOf('Fianza', 'Importe')).toBe('R$\u00a0500,00');
  });

  it('shows a plate in capitals and an edit button per step, named for screen readers', async () => {
    await openGuestForm(
      complete({
        form: {
          ...complete().form,
          vehicles: [{ type: 'car', model: 'Onix', color: 'Prata', plate: 'abc1d23' }],
        },
      }),
    );
    expect(valueOf('Stay', 'Vehicle 1')).toBe('Onix · Prata · ABC1D23');
    const edit = section('Your details').getByRole('button', { name: 'Edit Your details' });
    expect(edit.querySelector('.visually-hidden')).toHaveTextContent('Your details');
  });

  it('shows the deposit with its amount and whether the pix receipt was sent', async () => {
    await openGuestForm(complete());
    expect(valueOf('Deposit', 'Amount')).toBe('R$500.00');
    expect(valueOf('Deposit', 'Pix receipt')).toBe('File sent');
  });

  it('says the pix receipt is not sent yet', async () => {
    await openGuestForm(complete({ files: { main: ['doc_front', 'doc_back', 'doc_selfie'] } }));
    expect(valueOf('Deposit', 'Pix receipt')).toBe('No file yet');
  });

  it('lists per person the documents sent', async () => {
    await openGuestForm(complete());
    const documents = 'Documents and selfie';
    expect(valueOf(documents, 'Maria Silva')).toBe(
      'Front of the document, Back of the document, Selfie',
    );
    expect(valueOf(documents, 'Ana Souza')).toBe(
      'Front of the document, Back of the document, Selfie',
    );
    expect(valueOf(documents, 'Pedro Lima')).toBe(
      'Front of the document, Back of the document, Selfie',
    );
  });

  it('shows each other guest, their document and who fills in their part', async () => {
    const { user } = await openGuestForm(complete({ missing: ['guest_1_doc_selfie'] }));
    await user.click(screen.getByRole('button', { name: 'Review and terms' }));
    await screen.findByRole('heading', { level: 2, name: 'Review and terms' });
    expect(valueOf('Other guests', 'Ana Souza')).toBe('CPF •••••••••36 · Filled in here');
    expect(valueOf('Other guests', 'Pedro Lima')).toBe(
      'Will fill in through their own link · Form pending',
    );
  });

  it.each([
    ['names the country picked from the list in the language the page reads', 'BR', 'Brasil'],
    ['shows a country typed before the list as it was typed', 'Brazil', 'Brazil'],
  ])('%s (issue 27)', async (_, country, shown) => {
    const page = complete();
    page.form = {
      ...page.form,
      address: { country, cep: '01310100', state: 'SP', city: 'São Paulo' },
    };
    await openGuestFormIn('pt-BR', page);
    expect(valueOf('Seus dados', 'Endereço')).toBe(`São Paulo, SP, 01310-100, ${shown}`);
  });

  it('names a child’s document by its kind, and says how many pets and which (issue 27)', async () => {
    const page = complete();
    const [ana] = page.form.additionalGuests as Record<string, unknown>[];
    page.form = {
      ...page.form,
      pets: true,
      petCount: 2,
      petKind: 'dog',
      additionalGuests: [
        {
          ...ana,
          cpf: undefined,
          cpfFilled: undefined,
          documentKind: 'birthCertificate',
          birthCertificate: '•••••••••••••••••••••••••••••321',
          birthCertificateFilled: true,
        },
      ],
    };
    const { user } = await openGuestForm(page);
    await user.click(screen.getByRole('button', { name: 'Review and terms' }));
    await screen.findByRole('heading', { level: 2, name: 'Review and terms' });
    expect(valueOf('Other guests', 'Ana Souza')).toBe(
      'Birth certificate •••••••••••••••••••••••••••••321 · Filled in here',
    );
    expect(valueOf('Stay', 'I am bringing pets')).toBe('2 · Dog');
  });

  it("names a foreign holder's country in the address", async () => {
    const foreigner = complete();
    foreigner.form = {
      ...foreigner.form,
      isForeign: true,
      cpf: undefined,
      passport: 'X1234567',
      address: {
        country: 'Argentina',
        cep: 'C1043',
        state: 'CABA',
        city: 'Buenos Aires',
        street: 'Av. Corrientes',
        number: '1234',
      },
    };
    await openGuestForm(foreigner);
    expect(valueOf('Your details', 'Address')).toBe(
      'Av. Corrientes, 1234, Buenos Aires, CABA, C1043, Argentina',
    );
  });
});
