import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { currentPath, type renderApp } from './render-app';

type AppView = ReturnType<typeof renderApp>;
type Router = Parameters<typeof currentPath>[0];

/** The question LeaveGuard asks (en-US) before dropping a console form's changes. */
export const LEAVE_PROMPT = 'Leave without saving?';

/** Leaves the page by the user menu's Explanatory Videos, as a host would. */
export const leaveByMenu = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: /^User menu for / }));
  await user.click(screen.getByRole('link', { name: 'Explanatory Videos' }));
};

/** Answers the question, which must be on screen. */
export const answerLeavePrompt = async (
  user: UserEvent,
  answer: 'Keep editing' | 'Leave without saving',
) => {
  const prompt = await screen.findByRole('dialog', { name: LEAVE_PROMPT });
  expect(prompt).toHaveTextContent('not saved yet and will be lost');
  await user.click(within(prompt).getByRole('button', { name: answer }));
};

const expectNoPrompt = () =>
  expect(screen.queryByRole('dialog', { name: LEAVE_PROMPT })).not.toBeInTheDocument();

/** A page left to: its heading and its path. */
type Destination = { heading: string; path: string };

const VIDEOS: Destination = { heading: 'Explanatory Videos', path: '/u/videos' };

/** On `to` (Explanatory Videos unless told), with nothing asked on the way. */
export const expectArrived = async (router: Router, to: Destination = VIDEOS) => {
  await screen.findByRole('heading', { level: 1, name: to.heading });
  expect(currentPath(router)).toBe(to.path);
  expectNoPrompt();
};

/** On Explanatory Videos, with nothing asked on the way. */
export const expectOnVideos = (router: Router) => expectArrived(router);

type LeaveCase = {
  /** The form's page, opened with the change made; `settled`: the change saved (or not made). */
  change: (settled: boolean) => Promise<AppView>;
  /** What "Keep editing" keeps: for the title, the field, and the value it still holds. */
  keeps: [title: string, field: () => HTMLElement, value: string | number];
  /** When leaving asks nothing, for the title: 'once the lock is saved'. */
  settled: string;
  /** The way out; the user menu's Explanatory Videos unless told. */
  leave?: { by: (user: UserEvent) => Promise<void>; to: Destination };
};

/**
 * The two tests every form behind LeaveGuard has: leaving with a change not saved asks first
 * ("Keep editing" stays with the change, "Leave without saving" goes), and leaving once the
 * change is settled asks nothing.
 */
export const itAsksBeforeLeaving = (path: string, form: LeaveCase) => {
  const [kept, field, value] = form.keeps;
  const { by, to } = form.leave ?? { by: leaveByMenu, to: VIDEOS };

  it(`asks first; "Keep editing" keeps ${kept}, "Leave without saving" leaves`, async () => {
    const { user, router } = await form.change(false);
    await by(user);
    await answerLeavePrompt(user, 'Keep editing');
    expectNoPrompt();
    expect(field()).toHaveValue(value);
    expect(currentPath(router)).toBe(path);

    await by(user);
    await answerLeavePrompt(user, 'Leave without saving');
    await expectArrived(router, to);
  });

  it(`leaves without asking ${form.settled}`, async () => {
    const { user, router } = await form.change(true);
    await by(user);
    await expectArrived(router, to);
  });
};

type CancelCase = {
  /** The form opened, with a change made or not. */
  open: (changed: boolean) => Promise<AppView>;
  /** The label of the field holding the change, and the value it keeps on "Keep editing". */
  keeps: [label: string | RegExp, value: string | number];
  /** What the page shows once the form is closed. */
  backTo: () => Promise<HTMLElement>;
};

/**
 * The two tests every form with a Cancel behind LeaveGuard has: Cancel with a change asks
 * first ("Keep editing" keeps the change, "Leave without saving" closes), and Cancel with
 * nothing changed closes without asking.
 */
export const itAsksBeforeCancelling = (form: CancelCase) => {
  const [label, value] = form.keeps;
  const cancel = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Cancel' }));
  const expectClosed = async () => {
    await form.backTo();
    expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expectNoPrompt();
  };

  it('asks first when the form holds a change; "Keep editing" keeps it', async () => {
    const { user } = await form.open(true);
    await cancel(user);
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByLabelText(label)).toHaveValue(value);

    await cancel(user);
    await answerLeavePrompt(user, 'Leave without saving');
    await expectClosed();
  });

  it('closes the form without asking when nothing was changed', async () => {
    const { user } = await form.open(false);
    await cancel(user);
    await expectClosed();
  });
};
