import { isMessageKey, translate, type Locale, type LockPasscodeView } from '@chegada/contracts';
import { failureKey, retryHelps } from './lock-failures';
import type { LockPasscodeRecord } from './lock-passcodes.repository';

export type { LockPasscodeView };

/** spec §3's guestPassCode for the host: the code, or why there is none. */
export type PassCodeAnswer = { success: boolean; message: string };

export const LOCK_PASSCODE_SHAPE =
  '{ status: active | failed | none, lockId, passcode, startDate, endDate, ' +
  'error: { code (TTLock errcode or null), key (locks.error.*, stable: what the client offers ' +
  'depends on it), message, retry (whether trying again as things stand can help) } | null, ' +
  'updatedAt }';

export const failureMessage = (locale: Locale, key: string, code: number | null): string =>
  translate(locale, isMessageKey(key) ? key : 'locks.error.other', { code: code ?? '' });

export const lockPasscodeView = (record: LockPasscodeRecord, locale: Locale): LockPasscodeView => {
  const { onLock, failure } = record;
  return {
    status: failure ? 'failed' : onLock ? 'active' : 'none',
    lockId: onLock?.lockId ?? null,
    passcode: onLock?.code ?? null,
    startDate: onLock?.startAt.toISOString() ?? null,
    endDate: onLock?.endAt.toISOString() ?? null,
    error: failure && {
      code: failure.code,
      key: failureKey(failure.key),
      message: failureMessage(locale, failure.key, failure.code),
      retry: retryHelps(failure.key),
    },
    updatedAt: record.updatedAt.toISOString(),
  };
};

export const passCodeAnswer = (
  record: LockPasscodeRecord | undefined,
  locale: Locale,
): PassCodeAnswer | null => {
  if (!record) return null;
  if (record.failure)
    return {
      success: false,
      message: failureMessage(locale, record.failure.key, record.failure.code),
    };
  return record.onLock ? { success: true, message: record.onLock.code } : null;
};
