import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Beside the development data key, so the demo logins survive restarts as the data does. */
export const DEMO_ACCOUNTS_FILE = 'var/demo-accounts.json';

export type DemoLogin = { email: string; password: string };
export type DemoAccounts = { admin: DemoLogin; host: DemoLogin };

const newPassword = (): string => randomBytes(9).toString('base64url');

const fresh = (): DemoAccounts => ({
  admin: { email: 'admin@demo.chegada.localhost', password: newPassword() },
  host: { email: 'anfitriao@demo.chegada.localhost', password: newPassword() },
});

const read = (file: string): DemoAccounts | null => {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoAccounts>;
    return parsed.admin?.password && parsed.host?.password ? (parsed as DemoAccounts) : null;
  } catch {
    return null;
  }
};

/** The demo logins kept on this machine, drawn at random the first time (readable by the owner only). */
export const demoAccounts = (file = DEMO_ACCOUNTS_FILE): DemoAccounts => {
  const existing = read(file);
  if (existing) return existing;
  const accounts = fresh();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
  return accounts;
};
