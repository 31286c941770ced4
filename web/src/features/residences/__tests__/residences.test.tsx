import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { aSessionUser } from '../../../testing/fixtures';
import { sessionHandlers, TOKEN } from '../../../testing/session-handlers';
import { aResidence, residencesApi, ttlockOnServer, zipPeer, type Call } from './residences-kit';

// The screen is a lazily loaded chunk behind the session check: slow on a busy machine.

const openResidences = async (locale: 'en-US' | 'pt-BR' | 'es-ES' = 'en-US') => {
  const view = renderApp('/u/houses', { token: TOKEN, locale });
  await screen.findByRole('heading', { level: 1 });
  return view;
};

type User = Awaited<ReturnType<typeof openResidences>>['user'];

const fillNewResidence = async (user: User) => {
  await user.type(screen.getByLabelText(/Property name/), 'Casa Paulista');
  await user.type(screen.getByLabelText(/^CEP/), '01310100');
  await waitFor(() => expect(screen.getByLabelText(/^Street/)).toHaveValue('Avenida Paulista'));
  expect(screen.getByLabelText(/^City/)).toHaveValue('São Paulo');
  expect(screen.getByLabelText(/^State/)).toHaveValue('SP');
  await user.type(screen.getByLabelText(/^Number/), '1000');
  // Folded on a new property while the account's settings say so (issue 27).
  await user.click(screen.getByText('Deposit', { selector: 'summary' }));
  await user.clear(screen.getByLabelText(/Deposit amount/));
  await user.type(screen.getByLabelText(/Deposit amount/), '150.5');
  await user.type(screen.getByLabelText(/Pix key/), 'host@example.com');
  await user.click(screen.getByRole('button', { name: 'Add contact' }));
  await user.selectOptions(screen.getByLabelText(/^Type/), 'Doorman');
  await user.type(screen.getByLabelText(/^Name\b/), 'Seu Zé');
  await user.type(screen.getByLabelText(/^Phone/), '11987654321');
};

type Company = NonNullable<ReturnType<typeof aSessionUser>['company']>;

/**
 * A new account's form for its first property, open; the API's calls go to `calls`, and the
 * account's company has `company`'s settings when given.
 */
const openNewResidence = async (calls: Call[], company?: Partial<Company>) => {
  residencesApi([], calls);
  zipPeer();
  if (company) {
    server.use(
      ...sessionHandlers(aSessionUser({ company: { ...aSessionUser().company!, ...company } })),
    );
  }
  const { user } = await openResidences();
  await user.click((await screen.findAllByRole('button', { name: 'Add property' }))[0]!);
  await screen.findByLabelText(/Property name/);
  return user;
};

/** That form, filled in. */
const fillNewResidenceOf = async (calls: Call[]) => {
  const user = await openNewResidence(calls);
  await fillNewResidence(user);
  return user;
};

/** The server's answer on the tier a new property moves the account to (4 properties). */
const answerTierAhead = ({ trial }: { trial: boolean }) =>
  server.use(
    http.get('*/api/billing/tier-ahead', () =>
      HttpResponse.json({
        data: {
          properties: 4,
          tier: { table: 'Essencial', min: 4, max: 10, monthlyPrice: 14990 },
          current: { table: 'Essencial', min: 1, max: 3, monthlyPrice: 5990 },
          from: '2027-01-13',
          trial,
        },
      }),
    ),
  );

describe('/u/houses: the list', () => {
  it('guides a new account to its first property', async () => {
    residencesApi([]);
    await openResidences('pt-BR');
    expect(await screen.findByText('Adicione seu primeiro imóvel')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Adicionar imóvel' })).toHaveLength(2);
  });

  it('shows the properties with their times in the locale, and searches', async () => {
    residencesApi([aResidence(), aResidence({ id: 'h2', name: 'Chalé da Serra' })]);
    const { user } = await openResidences();
    expect(await screen.findByRole('rowheader', { name: 'Casa Paulista' })).toBeInTheDocument();
    expect(screen.getAllByText('3:00 PM – 11:00 AM')).toHaveLength(2);
    await user.type(screen.getByLabelText('Search by name or city'), 'chalé');
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Casa Paulista' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: 'Chalé da Serra' })).toBeInTheDocument();
  });

  it('says why the list failed and loads it again on retry', async () => {
    residencesApi([aResidence()]);
    let failures = 1;
    server.use(
      http.get('*/api/residences', () =>
        failures-- > 0
          ? HttpResponse.json({ statusCode: 500, message: 'Database down' }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = await openResidences();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Casa Paulista' })).toBeInTheDocument();
  });
});

describe('/u/houses: adding and editing', () => {
  it('adds a property with the address from its CEP and a contact, then shows its link', async () => {
    const calls: Call[] = [];
    const user = await fillNewResidenceOf(calls);
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    expect(await screen.findByText('Property added')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/residences',
      body: {
        name: 'Casa Paulista',
        address: { cep: '01310-100', street: 'Avenida Paulista', number: '1000', state: 'SP' },
        depositAmount: 15050,
        pixKey: 'host@example.com',
        contacts: [{ type: 0, name: 'Seu Zé', phone: '11987654321', email: null }],
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Link of Casa Paulista' });
    const link = `${window.location.origin}/p/formdata/generic/pousada-mar/new-house/other`;
    expect(within(dialog).getAllByText(link)).toHaveLength(2);
    expect(within(dialog).getByRole('img', { name: `QR code of ${link}` })).toBeInTheDocument();
  });

  it("takes the listing's calendar with a new property: a private address refused at the field, the feed saved on the new property", async () => {
    const calls: Call[] = [];
    const feeds: unknown[] = [];
    server.use(
      http.put('*/api/residences/:id/calendar-feed', async ({ request, params }) => {
        const body = (await request.json()) as { url: string; bookingRule: string };
        feeds.push({ id: params.id, body });
        return HttpResponse.json({ data: { ...body, provider: 'other', providerDecides: false } });
      }),
    );
    const user = await fillNewResidenceOf(calls);
    const url = screen.getByLabelText(/^Calendar link \(iCal\)/);
    // Walk of issue 30: which events are bookings is asked once there is an address.
    expect(screen.queryByLabelText(/^Which events are bookings/)).not.toBeInTheDocument();
    await user.click(url);
    await user.paste('http://10.0.0.5/listing.ics');
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(
        expect.stringContaining('This address points to a private network and cannot be read.'),
      ),
    );
    expect(calls).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://calendar.example.com/listing.ics');
    // An unknown host's feed starts from the safe rule, shown where the address is typed.
    expect(screen.getByLabelText(/^Which events are bookings/)).toHaveValue('reserved');
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    expect(await screen.findByText('Property added')).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toEqual(['POST']);
    expect(calls[0]!.body).not.toHaveProperty('calendarFeed');
    await waitFor(() =>
      expect(feeds).toEqual([
        {
          id: 'new-house',
          body: { url: 'https://calendar.example.com/listing.ics', bookingRule: 'reserved' },
        },
      ]),
    );
  });

  it('says before saving that the new property moves the account to a dearer tier', async () => {
    answerTierAhead({ trial: false });
    const calls: Call[] = [];
    const user = await fillNewResidenceOf(calls);
    const says =
      'With this one you will have 4 properties: from the next charge (January 13, 2027) the tier Essencial from 4 to 10 properties applies, R$149.90/month instead of R$59.90/month. Adding it is allowed; the current charge does not change.';
    expect(screen.getByText(says)).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    expect(await screen.findByText('Property added')).toBeInTheDocument();
    // Saved all the same, and said once more as it is saved.
    expect(await screen.findAllByText(says)).not.toHaveLength(0);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/residences' });
  });

  it('words the dearer tier for the trial: the first charge, when the trial ends (issue 31)', async () => {
    answerTierAhead({ trial: true });
    await fillNewResidenceOf([]);
    expect(
      screen.getByText(
        'With this one you will have 4 properties: your first charge, when the free trial ends (January 13, 2027), will be for the tier Essencial from 4 to 10 properties, R$149.90/month instead of R$59.90/month. Adding it is allowed; nothing is charged during the trial.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/the current charge does not change/)).toBeNull();
  });

  it('adds a nearby beach by its name and type: a place needs no street address', async () => {
    const calls: Call[] = [];
    const user = await fillNewResidenceOf(calls);
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    const place = screen.getByRole('group', { name: 'Place 1' });
    await user.type(within(place).getByLabelText(/Name of the place/), 'Ipanema beach');
    await user.selectOptions(within(place).getByLabelText(/^Type/), 'Beach');
    expect(within(place).getByLabelText(/^CEP/)).not.toBeRequired();
    expect(within(place).getByLabelText(/^Street/)).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    expect(await screen.findByText('Property added')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({
      nearbyPlaces: [
        { name: 'Ipanema beach', type: 'beach', zip: null, street: null, number: null, city: null },
      ],
    });
  });

  it('says the CEP lookup failed and leaves the address to the host', async () => {
    residencesApi([]);
    zipPeer();
    const { user } = await openResidences();
    await user.click((await screen.findAllByRole('button', { name: 'Add property' }))[0]!);
    await user.type(screen.getByLabelText(/^CEP/), '99999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error when fetching zip code');
    expect(screen.getByLabelText(/^Street/)).toHaveValue('');
  });

  it('edits a property: the whole property is sent back with the change', async () => {
    const calls: Call[] = [];
    residencesApi([aResidence({ depositAmount: 20000, pixKey: 'host@example.com' })], calls);
    const { user } = await openResidences();
    await user.click(await screen.findByRole('button', { name: 'Actions for Casa Paulista' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    // The form opens once the property's calendar feed is known.
    expect(await screen.findByLabelText(/Deposit amount/)).toHaveValue('200.00');
    await user.clear(screen.getByLabelText(/Maximum guests/));
    await user.type(screen.getByLabelText(/Maximum guests/), '6');
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    expect(await screen.findByText('Property updated')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: `/api/residences/${aResidence().id}`,
      body: { name: 'Casa Paulista', maxGuests: 6, depositAmount: 20000 },
    });
    expect(calls[0]?.body).not.toHaveProperty('id');
  });
});

describe('/u/houses: the TTLock box on a server without TTLock', () => {
  const editLock = async (locale: 'en-US' | 'pt-BR' | 'es-ES') => {
    residencesApi([aResidence({ usesTTLock: true, lockId: '4711' })]);
    server.use(
      http.get('*/api/locks/ttlock', () => HttpResponse.json({ data: ttlockOnServer(false) })),
    );
    const { user } = await openResidences(locale);
    await user.click(await screen.findByRole('button', { name: /Casa Paulista/ }));
    await user.click((await screen.findAllByRole('menuitem'))[0]!);
    return screen.findByRole('checkbox', { name: /TTLock/ });
  };

  it.each([
    ['en-US', 'Chegada is not connected to TTLock locks yet: no code will be created on the lock.'],
    ['pt-BR', 'A Chegada ainda não está conectada às fechaduras TTLock: nenhuma senha será criada'],
    [
      'es-ES',
      'Chegada aún no está conectada a las cerraduras TTLock: no se creará ninguna contraseña',
    ],
  ] as const)('says so beside the box, in %s', async (locale, said) => {
    const box = await editLock(locale);
    expect(box).toBeChecked();
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(said)));
  });
});

// Issue 27: the guest form asks a deposit wherever the property's is above 0; the account's
// "show the deposit step" only decides whether a new property's deposit section starts open.
describe('/u/houses: the deposit section of a new property', () => {
  const newProperty = (showDepositStep: boolean) => openNewResidence([], { showDepositStep });

  it('starts folded, the guest form asking no deposit, and opens under its title', async () => {
    const user = await newProperty(false);
    expect(screen.getByLabelText(/Deposit amount/)).not.toBeVisible();
    await user.click(screen.getByText('Deposit', { selector: 'summary' }));
    expect(screen.getByLabelText(/Deposit amount/)).toBeVisible();
  });

  it('starts open when the account’s settings ask new properties for a deposit', async () => {
    await newProperty(true);
    expect(screen.getByLabelText(/Deposit amount/)).toBeVisible();
    expect(screen.getByLabelText(/Pix key/)).toBeVisible();
  });

  it('unfolds to show what a save refuses in it, the focus on that field', async () => {
    const user = await newProperty(false);
    const summary = screen.getByText('Deposit', { selector: 'summary' });
    await user.click(summary);
    await user.type(screen.getByLabelText(/Deposit amount/), '200');
    await user.click(summary);
    zipPeer();
    await user.type(screen.getByLabelText(/Property name/), 'Casa Paulista');
    await user.type(screen.getByLabelText(/^CEP/), '01310100');
    await waitFor(() => expect(screen.getByLabelText(/^Street/)).toHaveValue('Avenida Paulista'));
    await user.type(screen.getByLabelText(/^Number/), '1000');
    expect(screen.getByLabelText(/Pix key/)).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    await waitFor(() => expect(screen.getByLabelText(/Pix key/)).toHaveFocus());
    expect(screen.getByLabelText(/Pix key/)).toBeVisible();
  });
});

describe('/u/houses: the deposit in the host’s language', () => {
  it('reads "500,50" in Portuguese, takes "1.234,5" and sends centavos', async () => {
    const calls: Call[] = [];
    residencesApi([aResidence({ depositAmount: 50050, pixKey: 'host@example.com' })], calls);
    const { user } = await openResidences('pt-BR');
    await user.click(await screen.findByRole('button', { name: 'Ações para Casa Paulista' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const deposit = await screen.findByLabelText(/Valor da caução/);
    expect(deposit).toHaveValue('500,50');
    expect(deposit).toHaveAttribute('inputmode', 'decimal');
    await user.clear(deposit);
    await user.type(deposit, '1.234,5');
    await user.tab();
    expect(deposit).toHaveValue('1.234,50');
    await user.click(screen.getByRole('button', { name: 'Salvar imóvel' }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ depositAmount: 123450 }));
  });

  it.each([
    ['350,00', 'pt-BR', 35000],
    ['350', 'es-ES', 35000],
    ['1,234.56', 'en-US', 123456],
  ] as const)('takes %s typed in %s as %i centavos', async (typed, locale, centavos) => {
    const calls: Call[] = [];
    residencesApi([aResidence({ depositAmount: 0, pixKey: 'host@example.com' })], calls);
    const { user } = await openResidences(locale);
    await user.click(await screen.findByRole('button', { name: /Casa Paulista/ }));
    await user.click((await screen.findAllByRole('menuitem'))[0]!);
    const deposit = await screen.findByRole('textbox', { name: /R\$/ });
    expect(deposit).toHaveValue('');
    await user.type(deposit, typed);
    await user.click(screen.getByRole('button', { name: /imóvel|property|propiedad/i }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ depositAmount: centavos }));
  });
});

describe('/u/houses: the link dialog', () => {
  it('gives the focus back to the Actions button after Esc', async () => {
    residencesApi([aResidence()]);
    const { user } = await openResidences();
    const actions = await screen.findByRole('button', { name: 'Actions for Casa Paulista' });
    await user.click(actions);
    await user.click(await screen.findByRole('menuitem', { name: 'Link and QR code' }));
    await screen.findByRole('dialog', { name: 'Link of Casa Paulista' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(actions).toHaveFocus());
  });
});

describe('/u/houses: deleting', () => {
  it('says what happens to its reservations, then deletes', async () => {
    const calls: Call[] = [];
    residencesApi([aResidence()], calls);
    const { user } = await openResidences();
    await user.click(await screen.findByRole('button', { name: 'Actions for Casa Paulista' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Casa Paulista?' });
    expect(dialog).toHaveTextContent('if it has open reservations, finish or cancel them first');
    await user.click(within(dialog).getByRole('button', { name: 'Delete property' }));
    expect(await screen.findByText('Casa Paulista was deleted')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'DELETE', path: `/api/residences/${aResidence().id}`, body: undefined },
    ]);
    expect(await screen.findByText('Add your first property')).toBeInTheDocument();
  });

  it("shows the server's refusal when reservations are open", async () => {
    residencesApi([aResidence()]);
    server.use(
      http.delete('*/api/residences/:id', () =>
        HttpResponse.json(
          {
            statusCode: 422,
            code: 'RESIDENCE_HAS_OPEN_RESERVATIONS',
            message: 'The property has open reservations',
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openResidences();
    await user.click(await screen.findByRole('button', { name: 'Actions for Casa Paulista' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete property' }));
    expect(await screen.findByText('The property has open reservations')).toBeInTheDocument();
  });
});

// Walk of issue 32: /u/config says guests get three languages, yet a new property offered
// Portuguese only. A new property starts with the languages /u/config offers.
describe('/u/houses: the languages of a new property', () => {
  const newPropertyOffering = (guestLanguages: string[], calls: Call[]) =>
    openNewResidence(calls, { guestLanguages });
  const ticked = () =>
    within(screen.getByRole('group', { name: "Languages of the guest's form" }))
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute('value'));

  it('offers the three languages /u/config promises, and sends them', async () => {
    const calls: Call[] = [];
    const user = await newPropertyOffering(['pt-BR', 'en-US', 'es-ES'], calls);
    expect(ticked()).toEqual(['pt-BR', 'en-US', 'es-ES']);
    await fillNewResidence(user);
    await user.click(screen.getByRole('button', { name: 'Save property' }));
    expect(await screen.findByText('Property added')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { supportedLanguages: ['pt-BR', 'en-US', 'es-ES'] },
    });
  });

  it('offers only what the host chose on /u/config', async () => {
    await newPropertyOffering(['pt-BR', 'es-ES'], []);
    expect(ticked()).toEqual(['pt-BR', 'es-ES']);
  });
});
