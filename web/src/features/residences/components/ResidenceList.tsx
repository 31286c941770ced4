import { useIntl } from 'react-intl';
import { Clamped, DataTable, DropdownMenu, type Column } from '../../../components/ui';
import type { Residence } from '../api/residences-api';
import { clockTime } from './clock-time';

export type ResidenceAction = 'edit' | 'link' | 'share' | 'delete';

/**
 * The guest's view of a property (spec §2: /u/houses/details, the house as JSON), carrying
 * only what that view shows: a URL lands in the history, logs and screenshots, so the pix key,
 * the lock, the door code, the access instructions and the Wi-Fi stay out of it (issue 27).
 */
export const previewPath = ({
  pixKey: _pixKey,
  usesTTLock: _usesTTLock,
  lockId: _lockId,
  dynamicPassword: _dynamicPassword,
  doorCode: _doorCode,
  accessInstructions: _accessInstructions,
  wifiNetwork: _wifiNetwork,
  wifiPassword: _wifiPassword,
  ...shown
}: Residence): string =>
  `/u/houses/details?${new URLSearchParams({ isPreview: 'true', house: JSON.stringify(shown) })}`;

type Props = {
  residences: readonly Residence[];
  onAction: (action: ResidenceAction, residence: Residence) => void;
};

/** The properties in a table (cards on a phone), each with its actions. */
export const ResidenceList = ({ residences, onAction }: Props) => {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `houses.${id}` }, values);
  const columns: Column<Residence>[] = [
    {
      id: 'name',
      header: text('column.name'),
      rowHeader: true,
      cell: (residence) => <Clamped text={residence.name} />,
    },
    {
      id: 'city',
      header: text('column.city'),
      cell: ({ address }) => `${address.city} / ${address.state}`,
    },
    {
      id: 'times',
      header: text('column.times'),
      cell: (residence) =>
        `${clockTime(intl, residence.checkInTime)} – ${clockTime(intl, residence.checkOutTime)}`,
    },
    { id: 'guests', header: text('column.maxGuests'), cell: (residence) => residence.maxGuests },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'ui.actions' }),
      cell: (residence) => (
        <DropdownMenu
          label={text('actionsFor', { name: residence.name })}
          trigger={intl.formatMessage({ id: 'ui.actions' })}
          items={[
            ...(['edit', 'link', 'share', 'delete'] as const).map((action) => ({
              id: action,
              label: text(`action.${action}`),
              destructive: action === 'delete',
              onSelect: () => onAction(action, residence),
            })),
            { id: 'preview', label: text('action.preview'), href: previewPath(residence) },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={text('caption')}
      columns={columns}
      rows={residences}
      rowId={(residence) => residence.id}
    />
  );
};
