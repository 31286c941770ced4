import type { AccountSettings } from '@chegada/contracts';
import type { SettingsView } from '../api/settings-api';

type Nullable = 'hostContactPhone' | 'hostContactEmail' | 'doormanListEmail';

/** The form's view of the settings: inputs hold text, so empty contacts are ''. */
export type SettingsValues = Omit<AccountSettings, Nullable | 'accessReleaseHoursBeforeCheckIn'> &
  Record<Nullable, string> & { accessReleaseHoursBeforeCheckIn: string };

export const NOTIFICATION_TOGGLES = [
  'emailGuestLinkOnCreation',
  'whatsappGuestLinkOnCreation',
  'whatsappGuestOnApproval',
  'whatsappGuestOnRefusal',
  'whatsappHostOnSubmission',
  'emailGuestOnApproval',
  'emailGuestOnRefusal',
  'emailHostOnSubmission',
] as const;

export const GUEST_FORM_TOGGLES = ['requireSelfie', 'showDepositStep'] as const;

export const valuesOf = ({ id: _id, ...settings }: SettingsView): SettingsValues => ({
  ...settings,
  hostContactPhone: settings.hostContactPhone ?? '',
  hostContactEmail: settings.hostContactEmail ?? '',
  doormanListEmail: settings.doormanListEmail ?? '',
  accessReleaseHoursBeforeCheckIn: `${settings.accessReleaseHoursBeforeCheckIn}`,
});

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** What the schema checks and PUT /api/config/:id receives: '' clears a contact (null). */
export const toRequest = (values: SettingsValues) => ({
  ...values,
  hostContactPhone: orNull(values.hostContactPhone),
  hostContactEmail: orNull(values.hostContactEmail),
  doormanListEmail: orNull(values.doormanListEmail),
  // Empty is 'required', not 'integers only'.
  accessReleaseHoursBeforeCheckIn:
    values.accessReleaseHoursBeforeCheckIn.trim() === ''
      ? undefined
      : values.accessReleaseHoursBeforeCheckIn,
});
