import { screen } from '@testing-library/react';
import { answerLeavePrompt, LEAVE_PROMPT } from '../../../testing/leave-prompt';
import { currentPath, renderApp } from '../../../testing/render-app';
import { TOKEN } from '../../../testing/session-handlers';
import { aResidence, residencesApi } from './residences-kit';

/** The owner editing Casa Paulista: the guests changed to 6, or nothing changed. */
const edit = async (change: boolean) => {
  residencesApi([aResidence()]);
  const view = renderApp('/u/houses', { token: TOKEN, locale: 'en-US' });
  const { user } = view;
  await user.click(await screen.findByRole('button', { name: 'Actions for Casa Paulista' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  if (change) {
    await user.clear(screen.getByLabelText(/Maximum guests/));
    await user.type(screen.getByLabelText(/Maximum guests/), '6');
  }
  return view;
};

/** The owner editing Casa Paulista, then leaving by the user menu's Explanatory Videos. */
const editThenLeave = async (change: boolean) => {
  const view = await edit(change);
  const { user } = view;
  await user.click(screen.getByRole('button', { name: 'User menu for Ana Souza' }));
  await user.click(screen.getByRole('link', { name: 'Explanatory Videos' }));
  return view;
};

describe('leaving the property form', () => {
  it('asks before dropping changes not saved, and keeps them on "Keep editing"', async () => {
    const { user, router } = await editThenLeave(true);
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('not saved yet and will be lost');
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Maximum guests/)).toHaveValue(6);
    expect(currentPath(router)).toBe('/u/houses');

    await user.click(screen.getByRole('button', { name: 'User menu for Ana Souza' }));
    await user.click(screen.getByRole('link', { name: 'Explanatory Videos' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await screen.findByRole('heading', { level: 1, name: 'Explanatory Videos' });
    expect(currentPath(router)).toBe('/u/videos');
  });

  it('leaves an unchanged form without asking', async () => {
    const { router } = await editThenLeave(false);
    await screen.findByRole('heading', { level: 1, name: 'Explanatory Videos' });
    expect(currentPath(router)).toBe('/u/videos');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('cancelling the property form', () => {
  /** The owner editing Casa Paulista's guests (or not), then pressing the form's Cancel. */
  const editThenCancel = async (change: boolean) => {
    const view = await edit(change);
    await view.user.click(screen.getByRole('button', { name: 'Cancel' }));
    return view;
  };

  it('asks before dropping changes not saved; "Keep editing" keeps them', async () => {
    const { user } = await editThenCancel(true);
    await answerLeavePrompt(user, 'Keep editing');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Casa Paulista' })).toBeVisible();
    expect(screen.getByLabelText(/Maximum guests/)).toHaveValue(6);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await answerLeavePrompt(user, 'Leave without saving');
    await screen.findByRole('heading', { level: 1, name: 'Properties' });
    expect(screen.queryByRole('dialog', { name: LEAVE_PROMPT })).not.toBeInTheDocument();
  });

  it('closes an unchanged form without asking', async () => {
    await editThenCancel(false);
    await screen.findByRole('heading', { level: 1, name: 'Properties' });
    expect(screen.queryByRole('dialog', { name: LEAVE_PROMPT })).not.toBeInTheDocument();
  });
});
