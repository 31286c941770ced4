import type { NearbyPlaceView } from '@chegada/contracts';

// The arrival guide's links: plain URLs the phone opens in its own apps. No map SDK, nothing
// fetched from a third party by the page itself.

type AddressParts = Partial<Record<string, string | null>>;

const cepShown = (cep: string | null | undefined) =>
  cep && /^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : (cep ?? '');

const joined = (parts: (string | null | undefined)[], separator: string) =>
  parts.filter((part) => part && part.trim() !== '').join(separator);

/** 'Praça da Sé, 100, Apto 12 – Sé, São Paulo – SP, 01001-000', leaving out what is empty. */
export const addressLine = (address: AddressParts, zip = address.cep): string =>
  joined(
    [
      joined([address.street, address.number, address.complement], ', '),
      address.neighborhood,
      joined([address.city, address.state], ' – '),
      cepShown(zip),
    ],
    ', ',
  );

/** A nearby place's address, or '' when the host gave it none (a beach, a park). */
export const placeLine = (place: NearbyPlaceView): string => addressLine(place, place.zip);

/** Google Maps' documented search URL: opens the app on a phone, the site elsewhere. */
export const mapsUrl = (query: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** The phone's own map app (Android's geo: intent with a query, RFC 5870 with `q`). */
export const geoUri = (query: string): string => `geo:0,0?q=${encodeURIComponent(query)}`;

/** A WhatsApp chat: wa.me takes the E.164 digits, without the '+'. */
export const whatsappUrl = (e164: string): string => `https://wa.me/${e164.replace(/^\+/, '')}`;
