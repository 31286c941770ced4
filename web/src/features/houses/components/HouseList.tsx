import { useIntl } from 'react-intl';
import { Clamped, DataTable, DropdownMenu, type Column } from '../../../components/ui';
import type { House } from '../api/houses-api';
import { clockTime } from './clock-time';

export type HouseAction = 'edit' | 'link' | 'share' | 'delete';

/** The guest's view of a property (spec §2: /u/houses/details, the house as JSON). */
export const previewPath = (house: House): string =>
  `/u/houses/details?${new URLSearchParams({ isPreview: 'true', house: JSON.stringify(house) })}`;

type Props = { houses: readonly House[]; onAction: (action: HouseAction, house: House) => void };

/** The properties in a table (cards on a phone), each with its actions. */
export const HouseList = ({ houses, onAction }: Props) => {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `houses.${id}` }, values);
  const columns: Column<House>[] = [
    {
      id: 'name',
      header: text('column.name'),
      rowHeader: true,
      cell: (house) => <Clamped text={house.name} />,
    },
    {
      id: 'city',
      header: text('column.city'),
      cell: ({ address }) => `${address.city} / ${address.state}`,
    },
    {
      id: 'times',
      header: text('column.times'),
      cell: (house) =>
        `${clockTime(intl, house.checkInTime)} – ${clockTime(intl, house.checkOutTime)}`,
    },
    { id: 'guests', header: text('column.maxGuests'), cell: (house) => house.maxGuests },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'ui.actions' }),
      cell: (house) => (
        <DropdownMenu
          label={text('actionsFor', { name: house.name })}
          trigger={intl.formatMessage({ id: 'ui.actions' })}
          items={[
            ...(['edit', 'link', 'share', 'delete'] as const).map((action) => ({
              id: action,
              label: text(`action.${action}`),
              destructive: action === 'delete',
              onSelect: () => onAction(action, house),
            })),
            { id: 'preview', label: text('action.preview'), href: previewPath(house) },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={text('caption')}
      columns={columns}
      rows={houses}
      rowId={(house) => house.id}
    />
  );
};
