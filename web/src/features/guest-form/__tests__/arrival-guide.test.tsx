import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import type { Locale } from '@chegada/contracts';
import { readPage } from '../../../lib/offline/offline-store';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import {
  aGuestFormPage,
  aReservationId,
  aSavedHolder,
  aSavedStay,
  guestFormServer,
} from '../../../testing/guest-form-fixtures';
import type { GuestFormPage } from '../api/guest-form-types';
import { letTheDraftBeKept, unreachable } from './guest-form-steps';

const ADDRESS = 'Rua da Aurora, 100, Boa Vista, Recife – PE, 50050-000';
const PASSWORD = 'mar-azul-2030';

/** An approved stay in Recife, its access released: door code, Wi-Fi and the rest of the guide. */
const anApprovedStay = (overrides: Partial<GuestFormPage> = {}): GuestFormPage => {
  const page = aGuestFormPage({ id: aReservationId() });
  return {
    ...page,
    status: 3,
    statusName: 'ENDED',
    form: { ...aSavedStay(), ...aSavedHolder() },
    message: { kind: 'accessReleased', refuseMotive: null },
    residence: {
      ...page.residence,
      address: {
        street: 'Rua da Aurora',
        number: '100',
        complement: null,
        neighborhood: 'Boa Vista',
        city: 'Recife',
        state: 'PE',
        cep: '50050000',
      },
      houseRules: 'No parties after 22:00.',
    },
    access: { ...page.access, released: true, passcode: '482913' },
    guide: {
      wifiNetwork: 'CasaDaPraia',
      wifiPassword: PASSWORD,
      hasWifiPassword: true,
      parkingInstructions: 'Space 12 in the basement.',
      hostPhoneE164: '+5581999990000',
      nearbyPlaces: [
        {
          name: 'Praia de Boa Viagem',
          type: 'beach',
          zip: null,
          street: null,
          number: null,
          complement: null,
          neighborhood: null,
          city: null,
          state: null,
        },
      ],
    },
    ...overrides,
  };
};

const linkKey = (page: GuestFormPage) => `guest/${page.id}/airbnb/main`;

const openLink = (page: GuestFormPage, locale: Locale = 'en-US', route = '') => {
  window.history.replaceState(null, '', '/');
  return renderApp(`/p/formdata/${route}pousada-mar/airbnb/${page.id}`, { locale });
};

const openOnline = async (page: GuestFormPage, locale: Locale = 'en-US') => {
  server.use(...guestFormServer(page));
  const view = openLink(page, locale);
  await screen.findByText('482913', {}, { timeout: 20_000 });
  return view;
};

const link = (name: string) => screen.getByRole('link', { name });

describe('the arrival guide of an approved stay (issue 27)', () => {
  it('shows the address with map links, the times there, Wi-Fi, parking, rules, host and places', async () => {
    const { user } = await openOnline(anApprovedStay());
    expect(screen.getByRole('heading', { name: 'Check-in approved' })).toBeInTheDocument();
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    expect(link('Open in Google Maps')).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`,
    );
    expect(link('Open in the map app')).toHaveAttribute(
      'href',
      `geo:0,0?q=${encodeURIComponent(ADDRESS)}`,
    );
    // 17:00 UTC is 14:00 in Recife; check-out 14:00 UTC is 11:00 there.
    expect(screen.getByText('Tuesday, March 12, 2030, from 14:00')).toBeInTheDocument();
    expect(screen.getByText('Friday, March 15, 2030, until 11:00')).toBeInTheDocument();
    expect(screen.getByText('CasaDaPraia')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD)).toBeInTheDocument();
    expect(screen.getByText('Space 12 in the basement.')).toBeInTheDocument();
    expect(screen.getByText('1 parking space')).toBeInTheDocument();
    expect(screen.getByText('No parties after 22:00.')).toBeInTheDocument();
    expect(screen.getByText('(81) 99999-0000')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(link('Message on WhatsApp')).toHaveAttribute('href', 'https://wa.me/5581999990000');
    expect(link('Call')).toHaveAttribute('href', 'tel:+5581999990000');
    const nearby = screen.getByRole('heading', { name: 'Nearby' }).parentElement as HTMLElement;
    expect(within(nearby).getByRole('link', { name: 'Praia de Boa Viagem' })).toBeInTheDocument();
    expect(within(nearby).getByText('Beach')).toBeInTheDocument();

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy the Wi-Fi password' }));
    expect(writeText).toHaveBeenCalledWith(PASSWORD);
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });

  it('gives the host’s contact e-mail, when the host set one, to write to (walk60)', async () => {
    const stay = anApprovedStay();
    await openOnline({ ...stay, company: { ...stay.company, email: 'recepcao@praia.test' } });
    expect(link('recepcao@praia.test')).toHaveAttribute('href', 'mailto:recepcao@praia.test');
  });

  it('speaks the guest’s language: the same guide in Portuguese', async () => {
    await openOnline(anApprovedStay(), 'pt-BR');
    expect(screen.getByRole('heading', { name: 'Check-in aprovado' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Endereço' })).toBeInTheDocument();
    expect(link('Abrir no Google Maps')).toBeInTheDocument();
    expect(
      screen.getByText('terça-feira, 12 de março de 2030, a partir das 14:00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Estacionamento' })).toBeInTheDocument();
    expect(screen.getByText('Praia')).toBeInTheDocument();
    expect(link('Mensagem no WhatsApp')).toHaveAttribute('href', 'https://wa.me/5581999990000');
    expect(screen.getByRole('button', { name: 'Copiar a senha do Wi-Fi' })).toBeInTheDocument();
  });

  it('reads a check-in date without a time as that calendar day at the property', async () => {
    const page = anApprovedStay({ CheckIn: '2030-03-12', checkout: '2030-03-15' });
    server.use(...guestFormServer(page));
    openLink(page);
    expect(
      await screen.findByText('Tuesday, March 12, 2030, from 14:00', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Friday, March 15, 2030, until 11:00')).toBeInTheDocument();
  });

  it('says when the Wi-Fi password will show before access is released', async () => {
    const approved = anApprovedStay();
    const page = anApprovedStay({
      access: { ...approved.access, released: false, passcode: null },
      guide: approved.guide && { ...approved.guide, wifiPassword: null },
    });
    server.use(...guestFormServer(page));
    openLink(page);
    expect(
      await screen.findByText(
        /The Wi-Fi password shows here from 3\/12\/2030, 12:00/,
        {},
        {
          timeout: 20_000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('CasaDaPraia')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy the Wi-Fi password' })).toBeNull();
    // Opened once, the guide stays on the phone before the release too.
    await letTheDraftBeKept();
    const kept = (await readPage(linkKey(page)))?.page as GuestFormPage | undefined;
    expect(kept?.guide?.wifiNetwork).toBe('CasaDaPraia');
  });

  it('stays readable offline from this phone’s copy, and is erased once the stay is cancelled', async () => {
    const page = anApprovedStay();
    (await openOnline(page)).unmount();
    await letTheDraftBeKept();
    const kept = (await readPage(linkKey(page)))?.page as GuestFormPage | undefined;
    expect(kept?.guide?.wifiPassword).toBe(PASSWORD);
    expect(kept?.form).toEqual({});

    server.use(...unreachable(page));
    const offline = openLink(page);
    expect(await screen.findByText('You are offline', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(PASSWORD)).toBeInTheDocument();
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    offline.unmount();

    const cancelled = aGuestFormPage({
      id: page.id,
      status: 6,
      statusName: 'CANCELED',
      message: { kind: 'cancelled', refuseMotive: null },
    });
    server.use(...guestFormServer(cancelled));
    // The page of what was sent learns it as well as the form's.
    openLink(cancelled, 'en-US', 'details/');
    expect(
      await screen.findByRole('heading', { name: 'Reservation cancelled' }),
    ).toBeInTheDocument();
    await letTheDraftBeKept();
    expect(await readPage(linkKey(page))).toBeUndefined();
    expect(screen.queryByText(PASSWORD)).not.toBeInTheDocument();
  });
});
