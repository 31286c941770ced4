import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { currentPath } from './render-app';

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

/** On Explanatory Videos, with nothing asked on the way. */
export const expectOnVideos = async (router: Parameters<typeof currentPath>[0]) => {
  await screen.findByRole('heading', { level: 1, name: 'Explanatory Videos' });
  expect(currentPath(router)).toBe('/u/videos');
  expect(screen.queryByRole('dialog', { name: LEAVE_PROMPT })).not.toBeInTheDocument();
};
