import type { ParsedFileField, SaveGuestFormAnswer } from '@chegada/contracts';
import { ReservationStatus } from '@chegada/domain';
import { AppError } from '../../common';
import { accessReleaseOf, additionalGuestKeysOf } from '../form-rules';
import type { NewGuestDocument } from './guest-document';
import { type GuestLinkTarget } from '../link-access';
import type { ReceivedFile } from './guest-form-uploads';

/** The index of the additional guest whose own link this is; undefined for the main link. */
export const additionalGuestIndex = (
  target: GuestLinkTarget,
  key: string | undefined,
): number | undefined => {
  if (key === undefined) return undefined;
  const index = additionalGuestKeysOf(target.state.form).indexOf(key);
  if (index < 0) throw new AppError('NOT_FOUND');
  return index;
};

/** An additional guest's link takes only that guest's files; the main link takes them all. */
export const acceptsFileOf =
  (guestIndex: number | undefined) =>
  (file: ParsedFileField): boolean =>
    guestIndex === undefined || file.guest === guestIndex;

/** The record of a received file: whose it is (the main guest or an additional guest's key). */
export const documentOf = (
  target: GuestLinkTarget,
  file: ReceivedFile,
  keys: string[],
): NewGuestDocument => {
  const guest = file.guest === 'main' ? 'main' : keys[file.guest];
  // A file for an additional guest the form does not list (guest_4_… with two guests).
  if (guest === undefined)
    throw new AppError('VALIDATION_FAILED', [{ field: file.field, key: 'upload.unexpectedFile' }]);
  return {
    reservationId: target.reservation.reservationId,
    accountId: target.reservation.accountId,
    guest,
    kind: file.kind,
    storageKey: file.storageKey,
    mime: file.mime,
    bytes: file.bytes,
    sha256: file.sha256,
  };
};

/** The door code, once the stay's access is released. */
export const passCodeOf = (
  { reservation, passcode, company, residence }: GuestLinkTarget,
  now: Date,
): SaveGuestFormAnswer['guestPassCode'] => {
  const released =
    reservation.status === ReservationStatus.ENDED &&
    now >= accessReleaseOf(reservation, company.accessReleaseHours, residence);
  return released && passcode ? { success: true, message: passcode } : null;
};
