import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { RESERVATION_ID } from './reservations-kit';
import { aReservationPage, reviewApi } from './review-kit';

// Issue 27 on the host's review: a child's document named by its kind, pets with a count and a
// kind, the neighbourhood, and the country by its name (or as typed before it was a list).

const openReview = async (form: Record<string, unknown>, locale: 'en-US' | 'pt-BR' = 'en-US') => {
  const page = aReservationPage();
  reviewApi({ page: { ...page, form: { ...page.form, ...form } } });
  renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
  await screen.findByRole('heading', { level: 1, name: 'Carla Dias' });
};

const factOf = (region: string, label: string) =>
  within(screen.getByRole('region', { name: region })).getByText(label).nextSibling;

const lia = {
  key: 'k2',
  name: 'Lia Dias',
  isChild: true,
  birthDate: '2019-06-01',
  documentKind: 'birthCertificate',
  birthCertificate: '10453901552013100012021000012321',
};

describe('/u/guest/:id, issue 27 details', () => {
  it('names a child’s birth certificate as such, printed as the certificate prints it', async () => {
    await openReview({ additionalGuests: [lia] });
    const guest = screen.getByRole('heading', { level: 3, name: /^Lia Dias/ }).closest('li');
    const facts = within(guest as HTMLElement);
    expect(facts.getByText('Birth certificate').nextSibling).toHaveTextContent(
      '104539.01.55.2013.1.00012.021.0000123-21',
    );
    expect(facts.queryByText('CPF')).not.toBeInTheDocument();
  });

  it('says how many pets and which', async () => {
    await openReview({ pets: true, petCount: 2, petKind: 'other', petKindOther: 'Rabbits' });
    expect(factOf('Visit purpose and pets', 'Brings pets')).toHaveTextContent('Yes');
    expect(factOf('Visit purpose and pets', 'How many pets')).toHaveTextContent('2');
    expect(factOf('Visit purpose and pets', 'Kind of pet')).toHaveTextContent('Rabbits');
  });

  it.each([
    ['picked from the list, by its name in the host’s language', 'DE', 'Alemanha'],
    ['typed before it was a list, as it was typed', 'Argentina', 'Argentina'],
  ])('shows the neighbourhood, and the country %s', async (_, country, shown) => {
    const address = { ...aReservationPage().form.address, country, neighborhood: 'Centro' };
    await openReview({ address }, 'pt-BR');
    expect(factOf('Endereço', 'Bairro')).toHaveTextContent('Centro');
    expect(factOf('Endereço', 'País')).toHaveTextContent(shown);
  });

  it('writes a CEP bare as typed as 13010-100, and the phone as (11) 98765-4321 (walk60)', async () => {
    const address = { ...aReservationPage().form.address, cep: '13010100' };
    await openReview({ address, phone: '+5511987654321' });
    expect(factOf('Address', 'ZIP code')).toHaveTextContent('13010-100');
    expect(factOf('Main guest', 'Phone (WhatsApp)')).toHaveTextContent('(11) 98765-4321');
  });
});
