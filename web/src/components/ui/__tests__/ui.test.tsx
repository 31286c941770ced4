import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messages } from '../../../app/messages';
import { ConfirmDialog } from '../ConfirmDialog';
import { CopyButton } from '../CopyButton';
import { DataTable, type Column } from '../DataTable';
import { DropdownMenu } from '../DropdownMenu';
import { ErrorState } from '../ErrorState';
import { QrCode } from '../QrCode';

const inEnglish = (ui: ReactNode) =>
  render(
    <IntlProvider locale="en-US" messages={messages['en-US']}>
      {ui}
    </IntlProvider>,
  );

const DeleteWithConfirmation = ({ onConfirm }: { onConfirm: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete the property?"
        description="Its reservations stay in the history."
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
};

type Guest = { id: string; name: string; nights: number };
const columns: Column<Guest>[] = [
  { id: 'name', header: 'Guest', cell: (guest) => guest.name, rowHeader: true, sortable: true },
  { id: 'nights', header: 'Nights', cell: (guest) => guest.nights },
];

/** A one-guest table; each test adds what it is about. */
const guestTable = {
  caption: 'Guests',
  columns,
  rows: [{ id: 'g1', name: 'Ana', nights: 3 }],
  rowId: (guest: Guest) => guest.id,
};

describe('shared console pieces', () => {
  it('a confirm dialog traps focus, closes on Esc and gives focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    inEnglish(<DeleteWithConfirmation onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete the property?' });
    expect(dialog).toHaveAccessibleDescription('Its reservations stay in the history.');
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('a table names each row, labels each value for the phone cards and asks to sort', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    inEnglish(<DataTable {...guestTable} sort={{ by: 'name', order: 'asc' }} onSort={onSort} />);
    const table = screen.getByRole('table', { name: 'Guests' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Ana');
    expect(within(table).getByRole('cell')).toHaveAttribute('data-label', 'Nights');
    expect(within(table).getByRole('columnheader', { name: /Guest/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Sort by Guest' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('a cell keeps its state when the page renders the table again (an open dialog stays)', async () => {
    const user = userEvent.setup();
    const Counter = () => {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          Clicked {count}
        </button>
      );
    };
    // Columns built anew on every render, as pages do.
    const table = () => (
      <DataTable
        {...guestTable}
        columns={[...columns, { id: 'count', header: 'Count', cell: () => <Counter /> }]}
      />
    );
    const { rerender } = inEnglish(table());
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    rerender(
      <IntlProvider locale="en-US" messages={messages['en-US']}>
        {table()}
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('a menu opens from its button and runs the chosen item', async () => {
    const user = userEvent.setup();
    const approve = jest.fn();
    inEnglish(
      <DropdownMenu
        label="Actions for Ana"
        items={[{ id: 'approve', label: 'Approve', onSelect: approve }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Ana' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('copies the text and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    inEnglish(<CopyButton text="https://chegada.app/p/x" label="Copy the guest link" />);
    await user.click(screen.getByRole('button', { name: 'Copy the guest link' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://chegada.app/p/x');
  });

  it('an error state says why and retries', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    inEnglish(
      <ErrorState error={{ status: 500, messageId: null, message: 'Boom' }} onRetry={retry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load: Boom');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry for what does not exist (404), only says so', () => {
    inEnglish(
      <ErrorState
        error={{ status: 404, messageId: null, message: 'No data found' }}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load: No data found');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('draws a QR code as an SVG image named by its text', async () => {
    inEnglish(<QrCode text="https://chegada.app/p/x" />);
    const image = await screen.findByRole('img', { name: 'QR code of https://chegada.app/p/x' });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('<path');
  });
});
