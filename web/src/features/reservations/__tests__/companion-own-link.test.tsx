import { screen, waitFor, within } from '@testing-library/react';
import type { Locale } from '@chegada/contracts';
import { renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import type { GuestDocument } from '../api/review-api';
import { RESERVATION_ID } from './reservations-kit';
import { aReservationPage, reviewApi, someDocuments } from './review-kit';

// Walk59 (issue 32): the holder typed Rui's details on her form ("filled here"); his part was
// complete, so his card offered no link, and he had no way to his own data rights.
const rui = {
  key: 'k1',
  name: 'Rui Dias',
  cpf: '39053344705',
  birthDate: '1988-02-02',
  phone: '(21) 99876-1111',
};
const lucas = { key: 'k2', name: 'Lucas Dias', isChild: true, birthDate: '2019-05-10' };

const fileOf = (guest: string, kind: GuestDocument['kind']): GuestDocument => ({
  ...(someDocuments().items[0] as GuestDocument),
  id: `${guest}-${kind}`,
  guest,
  kind,
});

const openRuisStay = (locale: Locale) => {
  const page = aReservationPage();
  const kinds = ['doc_front', 'doc_back', 'doc_selfie'] as const;
  const files = ['k1', 'k2'].flatMap((guest) => kinds.map((kind) => fileOf(guest, kind)));
  reviewApi({
    page: { ...page, form: { ...page.form, additionalGuests: [rui, lucas] } },
    documents: { ...someDocuments(), items: [...someDocuments().items, ...files] },
  });
  return renderApp(`/u/guest/${RESERVATION_ID}`, { token: TOKEN, locale });
};

describe('an adult companion’s own link on the review, his part complete', () => {
  it.each([
    [
      'pt-BR',
      'Hóspedes adicionais',
      'Completo',
      'Pelo link próprio, Rui Dias pode ver, corrigir ou excluir os próprios dados (LGPD).',
      'Copiar link de Rui Dias',
      'Enviar por WhatsApp o link de Rui Dias',
    ],
    [
      'en-US',
      'Additional guests',
      'Complete',
      'With their own link, Rui Dias can see, correct or delete their data (LGPD).',
      'Copy link for Rui Dias',
      'Send by WhatsApp: Rui Dias’s link',
    ],
    [
      'es-ES',
      'Huéspedes adicionales',
      'Completo',
      'Con su propio enlace, Rui Dias puede ver, corregir o eliminar sus datos (LGPD).',
      'Copiar enlace de Rui Dias',
      'Enviar por WhatsApp el enlace de Rui Dias',
    ],
  ] as const)(
    'in %s offers it to copy and send, saying what he can do there',
    async (locale, region, complete, hint, copy, whatsApp) => {
      const { user } = openRuisStay(locale);
      const additional = await screen.findByRole('region', { name: region });
      const heading = within(additional).getByRole('heading', { name: /Rui Dias/ });
      await waitFor(() => expect(heading).toHaveTextContent(complete));
      const card = within(heading.closest('li') as HTMLElement);
      expect(card.getByText(hint)).toBeInTheDocument();
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      await user.click(card.getByRole('button', { name: copy }));
      await waitFor(() =>
        expect(writeText).toHaveBeenCalledWith(
          `http://localhost/p/formdata/pousada-mar/airbnb/${RESERVATION_ID}/k1`,
        ),
      );
      // To the phone he gave, in the reservation's language (pt-BR): his data, not a check-in.
      const send = card.getByRole('link', { name: whatsApp });
      expect(decodeURIComponent(send.getAttribute('href') ?? '')).toBe(
        `https://wa.me/5521998761111?text=Olá, Rui Dias! Neste link você vê os seus dados da estadia em Casa Paulista e pode pedir uma cópia, a correção ou a exclusão deles: http://localhost/p/formdata/pousada-mar/airbnb/${RESERVATION_ID}/k1`,
      );
      // A minor's rights are the holder's, as his guardian: his card says nothing of them.
      const child = within(additional).getByRole('heading', { name: /Lucas Dias/ });
      expect(within(child.closest('li') as HTMLElement).queryByText(/LGPD/)).toBeNull();
    },
  );
});
