import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Locale } from '@chegada/contracts';
import type { GuestFormPage } from '../api/guest-form-types';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import {
  aFillingPage,
  aGuestFormPage,
  aReservationId,
  aSavedHolder,
  aSavedStay,
  guestFormServer,
  type Saved,
} from '../../../testing/guest-form-fixtures';

/** Opens `path` with the server of guest-form-fixtures, once the page shows its step. */
const openAt = async (
  path: string,
  locale: Locale,
  page: GuestFormPage,
  saves: Saved[],
  overrides: HttpHandler[],
) => {
  server.use(...overrides, ...guestFormServer(page, saves));
  const view = renderApp(path, { locale });
  // The first test of a file also compiles the lazily loaded form: past 5 s on a loaded machine.
  await screen.findByRole('heading', { level: 2 }, { timeout: 20_000 });
  return { ...view, saves };
};

/**
 * Opens a guest link with the server of guest-form-fixtures; `saves` records each PUT, and
 * `overrides` answer before it.
 */
export const openGuestForm = (
  page: GuestFormPage,
  saves: Saved[] = [],
  ...overrides: HttpHandler[]
) => openGuestFormIn('en-US', page, saves, ...overrides);

/** openGuestForm in another language. */
export const openGuestFormIn = (
  locale: Locale,
  page: GuestFormPage,
  saves: Saved[] = [],
  ...overrides: HttpHandler[]
) => openAt(`/p/formdata/pousada-mar/airbnb/${page.id}`, locale, page, saves, overrides);

/**
 * Opens the own link of the page's additional guest (key k1, as the fixtures name her) in
 * `locale`, with the same server as openGuestForm.
 */
export const openOwnLinkIn = (
  locale: Locale,
  page: GuestFormPage,
  saves: Saved[] = [],
  ...overrides: HttpHandler[]
) => openAt(`/p/formdata/pousada-mar/airbnb/${page.id}/k1`, locale, page, saves, overrides);

/**
 * The link opened again as the host sent it: the step the page wrote in the address (?step=)
 * is gone, as it is when the guest taps the link in the chat again; `answers` answer first
 * from then on (`unreachable(page)` for a phone gone offline).
 */
export const reopen = (page: GuestFormPage, ...answers: HttpHandler[]) => {
  server.use(...answers);
  window.history.replaceState(null, '', '/');
  return renderApp(`/p/formdata/pousada-mar/airbnb/${page.id}`, { locale: 'en-US' });
};

/** An approved stay whose door code is out, with Maria's details sent. */
export const aReleasedAccessPage = () =>
  aGuestFormPage({
    id: aReservationId(),
    form: { ...aSavedStay(), ...aSavedHolder() },
    message: { kind: 'accessReleased', refuseMotive: null },
    access: {
      releasesAt: '2030-03-12T15:00:00.000Z',
      released: true,
      doorCode: true,
      passcode: '482913',
      hasInstructions: true,
      instructions: 'Gate on the left; the key box is under the stairs.',
    },
  });

/** The server out of reach: every call of the link fails as a dropped connection does. */
export const unreachable = (page: GuestFormPage) => [
  http.get(`*/api/stays/guestForm/${page.id}`, () => HttpResponse.error()),
  http.put(`*/api/stays/guestForm/${page.id}`, () => HttpResponse.error()),
  http.get('*/api/zip/:cep', () => HttpResponse.error()),
  http.get('*/api/stays/company-info/:code', () => HttpResponse.error()),
];

/** The draft is kept a moment after typing stops. */
export const letTheDraftBeKept = () =>
  act(() => new Promise((resolve) => setTimeout(resolve, 600)));

/** The zip lookup's answer for the CEP of fillHolder. */
export const zip = http.get('*/api/zip/:cep', () =>
  HttpResponse.json({
    cep: '01310100',
    street: 'Avenida Paulista',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  }),
);

/** The error an element (a field, a group of choices) shows, as assistive technology reads it. */
export const errorDescribing = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((node) => node?.classList.contains('field-error'))
    .map((node) => node?.textContent)
    .join('');

/** The text of a field's error, as assistive technology reads it. */
export const errorOf = (label: string | RegExp) => errorDescribing(screen.getByLabelText(label));

/** Date and time inputs take a whole value at once, as the browser's picker gives it. */
export const pick = (label: string | RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

type User = ReturnType<typeof renderApp>['user'];

export const next = (user: User) => user.click(screen.getByRole('button', { name: 'Continue' }));

/** Ticks the terms of use and the image terms (the review step, a companion's own link). */
export const acceptTerms = async (user: User) => {
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
  await user.click(screen.getByRole('checkbox', { name: /I allow the photos/ }));
};

/** The stay step, filled in validly. */
export const fillStay = async (user: User) => {
  await user.type(screen.getByLabelText(/^Adults/), '2');
  await user.type(screen.getByLabelText(/^Children/), '0');
  await user.selectOptions(screen.getByLabelText(/^Purpose of the visit/), 'leisure');
};

/** Past the stay to the holder's details, a name half typed, and the draft kept. */
export const startHolderAndKeepDraft = async (user: User) => {
  await fillStay(user);
  await next(user);
  await screen.findByRole('heading', { level: 2, name: 'Your details' });
  await user.type(screen.getByLabelText(/^Full name/), 'Maria S');
  await letTheDraftBeKept();
};

/** The holder step, filled in validly (a Brazilian with an address in São Paulo). */
export const fillHolder = async (user: User) => {
  await user.type(screen.getByLabelText(/^Full name/), 'Maria Silva');
  await user.type(screen.getByLabelText(/^CPF/), '529.982.247-25');
  await user.type(screen.getByLabelText(/^Email/), 'maria@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '+55 11 98765 4321');
  pick(/^Date of birth/, '1990-05-20');
  await user.type(screen.getByLabelText(/^Street/), 'Avenida Paulista');
  await user.type(screen.getByLabelText(/^Number/), '1000');
  await user.type(screen.getByLabelText(/^Neighbourhood/), 'Bela Vista');
  await user.type(screen.getByLabelText(/^City/), 'São Paulo');
  await user.selectOptions(screen.getByLabelText(/^State/), 'SP');
  await user.type(screen.getByLabelText(/^CEP/), '01310100');
};

/** A guest who saved the stay (and `form`) resumes at the holder step, `missing` still owed. */
export const atHolder = (
  form: Record<string, unknown> = {},
  missing: GuestFormPage['missing'] = ['name', 'phone', 'doc_front'],
) => aFillingPage({ form: { ...aSavedStay(), ...form }, missing });

/** A guest who saved the stay (two adults) and their own details resumes at the other guests. */
export const atGuests = (maxGuests = 3) =>
  aFillingPage({
    maxGuests,
    form: { ...aSavedStay(), adults: 2, ...aSavedHolder() },
    missing: ['doc_front', 'doc_back', 'doc_selfie'],
  });

/**
 * At the guests step, with Ana (her own link) erased at her own request (issue 32); `at`: when
 * the page says the host erased her data.
 */
export const atGuestsAnaErased = (at?: string) => {
  const page = atGuests();
  return {
    ...page,
    form: {
      ...page.form,
      additionalGuests: [{ key: 'key-ana', name: 'Ana Souza', isChild: false, ownLink: true }],
    },
    guestParts: { 'key-ana': 'not_started' as const },
    erasedCompanions: ['key-ana'],
    ...(at ? { erasedCompanionsAt: { 'key-ana': at } } : {}),
  };
};

/** Opens the guest link at the guests step, from the step list. */
export const openAtGuests = async (...args: Parameters<typeof openGuestForm>) => {
  const view = await openGuestForm(...args);
  await view.user.click(screen.getByRole('button', { name: 'Other guests' }));
  await screen.findByRole('heading', { level: 2, name: 'Other guests' });
  return view;
};

export const addGuest = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Add guest' }));
