import type { ColumnType, Selectable } from 'kysely';

export type LocksTables = {
  ttlock_accounts: {
    account_id: string;
    username: string;
    /** Sealed by LockSecrets, bound to the account. */
    access_token: string;
    refresh_token: string;
    expires_at: Date;
    connected_at: ColumnType<Date, Date | undefined, Date>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  lock_passcodes: {
    reservation_id: string;
    account_id: string;
    /** The lock the code is on; null once nothing is. */
    lock_id: string | null;
    keyboard_pwd_id: ColumnType<string | null, number | null, number | null>;
    /** Sealed by LockSecrets, bound to the reservation. */
    passcode: string | null;
    start_at: Date | null;
    end_at: Date | null;
    /** The last attempt's failure: TTLock's errcode (null: unreachable) and its message key. */
    error_code: number | null;
    error_key: string | null;
    /** The stream revision the lock was last brought in line with. */
    revision: number;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  lock_test_codes: {
    id: ColumnType<string, string | undefined, never>;
    account_id: string;
    residence_id: string;
    lock_id: string;
    keyboard_pwd_id: ColumnType<string, number, never>;
    /** When the worker deletes the code from the lock: the end of its validity. */
    remove_at: Date;
    removed_at: Date | null;
    /** The last deletion's failure: TTLock's errcode (null: unreachable) and its message key. */
    error_code: number | null;
    error_key: string | null;
    /** Whether the worker tries that deletion again (a lock or gateway offline…). */
    retrying: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
};

export type LockPasscodeRow = Selectable<LocksTables['lock_passcodes']>;
