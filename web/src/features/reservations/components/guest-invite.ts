import type { Locale } from '@chegada/contracts';

type Invite = { subject: string; body: string };

// Written in the guest's language, whatever language the host reads the console in; so
// outside the interface catalogues. {guest}, {property} and {link} are filled in below.
const INVITES: Record<Locale, Invite> = {
  'pt-BR': {
    subject: 'Check-in da sua reserva em {property}',
    body: 'Olá, {guest}! Para agilizar sua chegada em {property}, preencha o check-in neste link: {link}',
  },
  'en-US': {
    subject: 'Check-in for your stay at {property}',
    body: 'Hello, {guest}! To speed up your arrival at {property}, please fill in your check-in at this link: {link}',
  },
  'es-ES': {
    subject: 'Check-in de su reserva en {property}',
    body: '¡Hola, {guest}! Para agilizar su llegada a {property}, complete el check-in en este enlace: {link}',
  },
};

// To a companion whose part is complete (issue 32): her own link is where her data rights are.
const OWN_DATA: Record<Locale, string> = {
  'pt-BR':
    'Olá, {guest}! Neste link você vê os seus dados da estadia em {property} e pode pedir uma cópia, a correção ou a exclusão deles: {link}',
  'en-US':
    'Hello, {guest}! At this link you can see your data for your stay at {property} and ask for a copy, a correction or its deletion: {link}',
  'es-ES':
    '¡Hola, {guest}! En este enlace puede ver sus datos de la estancia en {property} y pedir una copia, su corrección o su eliminación: {link}',
};

type Values = { guest: string; property: string; link: string };

const fill = (text: string, values: Values) =>
  text.replace(/\{(guest|property|link)\}/g, (_match, key: keyof Values) => values[key]);

/** The message that carries the guest link, in the reservation's language. */
export const guestInvite = (locale: Locale, values: Values): Invite => ({
  subject: fill(INVITES[locale].subject, values),
  body: fill(INVITES[locale].body, values),
});

/** The message that carries a companion's own link to her data, in the reservation's language. */
export const ownDataMessage = (locale: Locale, values: Values): string =>
  fill(OWN_DATA[locale], values);
