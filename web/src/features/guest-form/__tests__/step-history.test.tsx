import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GuestFormPage } from '../api/guest-form-types';
import {
  aFillingPage,
  aGuestFormPage,
  aReservationId,
  aSavedHolder,
} from '../../../testing/guest-form-fixtures';
import { fillStay, next, openGuestForm } from './guest-form-steps';

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const stepInAddress = () => new URLSearchParams(window.location.search).get('step');
const savedStay = { adults: 2, children: 0, visitPurpose: 'leisure' };

/** The phone's back and forward buttons (jsdom answers them with a popstate, later). */
const press = (button: 'back' | 'forward') =>
  act(async () => {
    window.history[button]();
    await Promise.resolve();
  });

/** The same link opened again on this phone (a reload: the address keeps its ?step=). */
const reopen = async (page: GuestFormPage, ...overrides: Parameters<typeof openGuestForm>[2][]) => {
  cleanup();
  return openGuestForm(page, [], ...overrides.flat());
};

describe('each step a history entry (issue 17: the phone’s back button)', () => {
  it('goes back a step with the phone’s back button, forward again, focus on the heading', async () => {
    const { user } = await openGuestForm(aGuestFormPage({ id: aReservationId() }));
    expect(stepInAddress()).toBe('stay');
    await fillStay(user);
    await next(user);
    expect(await heading('Your details')).toHaveFocus();
    expect(stepInAddress()).toBe('holder');
    await press('back');
    expect(await heading('Stay')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveFocus());
    expect(screen.getByLabelText(/^Adults/)).toHaveValue('2');
    await press('forward');
    expect(await heading('Your details')).toBeInTheDocument();
    expect(stepInAddress()).toBe('holder');
  });

  it('the form’s own Back is history’s back: the phone’s back then leaves no step twice', async () => {
    const { user } = await openGuestForm(aGuestFormPage({ id: aReservationId() }));
    const entries = window.history.length;
    await fillStay(user);
    await next(user);
    await heading('Your details');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Stay')).toBeInTheDocument();
    expect(window.history.length).toBe(entries + 1);
    expect(stepInAddress()).toBe('stay');
  });

  it('opens a reload at its step when the steps before it are complete', async () => {
    const page = aFillingPage({ form: savedStay, missing: ['name'] });
    await openGuestForm(page);
    expect(await heading('Your details')).toBeInTheDocument();
    window.history.replaceState(null, '', '/?step=guests');
    await reopen(page);
    // The holder step lacks everything: a link further on opens it instead.
    expect(await heading('Your details')).toBeInTheDocument();
    expect(stepInAddress()).toBe('holder');
    const complete = aFillingPage({ form: { ...savedStay, ...aSavedHolder() }, missing: [] });
    window.history.replaceState(null, '', '/?step=guests');
    await reopen(complete);
    expect(await heading('Other guests')).toBeInTheDocument();
  });
});

// Issue 27: the link opened again (from the chat, a reload, another phone) lands on the first
// step with something missing, never past it.
describe('reopening the link lands on the first step lacking something', () => {
  const sentUpToDocuments = () =>
    aFillingPage({
      form: { ...savedStay, ...aSavedHolder() },
      missing: ['doc_front', 'doc_back', 'doc_selfie', 'termsAccepted', 'imageTermsAccepted'],
    });

  it('on a new phone, at the first step the saved form lacks something in', async () => {
    await openGuestForm(sentUpToDocuments());
    expect(await heading('Documents and selfie')).toBeInTheDocument();
    expect(stepInAddress()).toBe('documents');
  });

  it('from a later step’s address, at the first step lacking something instead', async () => {
    window.history.replaceState(null, '', '/?step=review');
    await openGuestForm(sentUpToDocuments());
    expect(await heading('Documents and selfie')).toBeInTheDocument();
    expect(stepInAddress()).toBe('documents');
  });

  it('at the review when nothing is missing but the terms, there to send it', async () => {
    const page = aFillingPage({
      form: { ...savedStay, ...aSavedHolder() },
      files: { main: ['doc_front', 'doc_back', 'doc_selfie'] },
      missing: ['termsAccepted', 'imageTermsAccepted'],
    });
    await openGuestForm(page);
    expect(await heading('Review and terms')).toBeInTheDocument();
  });

  it('counts what this phone changed and did not send: a half-typed e-mail stops it there', async () => {
    const page = sentUpToDocuments();
    const { user } = await openGuestForm(page);
    await heading('Documents and selfie');
    await user.click(screen.getByRole('button', { name: /Your details/ }));
    await heading('Your details');
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'maria@');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // From the chat again: the address has no step; the server's form lacks only the files.
    cleanup();
    window.history.replaceState(null, '', '/');
    await openGuestForm(page);
    expect(await heading('Your details')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('maria@');
  });
});

describe('a reload keeps the step being typed (issue 17)', () => {
  it('keeps what was typed at once when the page is hidden, and shows it after a reload', async () => {
    const page = aFillingPage({ form: savedStay, missing: ['name'] });
    const { user } = await openGuestForm(page);
    await heading('Your details');
    await user.type(screen.getByLabelText(/^Full name/), 'Maria Sil');
    // The phone drops the tab while the guest is in the camera: no time for the 400 ms wait.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await reopen(page);
    expect(await screen.findByLabelText(/^Full name/)).toHaveValue('Maria Sil');
  });
});

describe('two phones on one link (issue 17)', () => {
  const twoPhones = async () => {
    let current = aFillingPage({
      form: { ...savedStay, ...aSavedHolder(), email: 'maria@example.com' },
      missing: ['additionalGuests'],
    });
    const otherPhone = http.get(`*/api/stays/guestForm/${current.id}`, () =>
      HttpResponse.json({ data: current }),
    );
    const view = await openGuestForm(current, [], otherPhone);
    await view.user.click(screen.getByRole('button', { name: /Your details/ }));
    await heading('Your details');
    const savesOnOtherPhone = (form: Record<string, unknown>) => {
      current = { ...current, form: { ...current.form, ...form } };
      // Back on this phone: the form is asked again.
      act(() => {
        fireEvent(window, new Event('visibilitychange'));
        fireEvent.focus(window);
      });
    };
    return { ...view, savesOnOtherPhone };
  };

  it('takes what the other phone saved where this one changed nothing', async () => {
    const { savesOnOtherPhone } = await twoPhones();
    savesOnOtherPhone({ email: 'maria@work.example.com', name: 'Maria Souza' });
    await waitFor(() =>
      expect(screen.getByLabelText(/^Email/)).toHaveValue('maria@work.example.com'),
    );
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Maria Souza');
    expect(screen.queryByText('Updated on another device')).not.toBeInTheDocument();
  });

  it('keeps what this phone changed where both did, and says so', async () => {
    const { user, savesOnOtherPhone } = await twoPhones();
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'maria@mine.example.com');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    savesOnOtherPhone({ email: 'maria@theirs.example.com', name: 'Maria Souza' });
    expect(await screen.findByText('Updated on another device')).toBeInTheDocument();
    expect(screen.getByText('What you changed here was kept: Email')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveValue('Maria Souza'));
    expect(email).toHaveValue('maria@mine.example.com');
  });
});
