import type { Config } from '@chegada/config';
import { hashPassword, UsersRepository } from '../accounts';
import { demoAccounts, DEMO_ACCOUNTS_FILE, type DemoAccounts } from './demo-accounts-file';
import { demoHost, demoProperties, demoReservations } from './demo-data';

type Log = { log(message: string): void };
type Call = (path: string, body: unknown, token?: string) => Promise<{ id?: string } & object>;

/** Calls the app's own API as a client would, so the demo data passes the same rules. */
const apiOf = (config: Config): Call => {
  const host = ['0.0.0.0', '::'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  return async (path, body, token) => {
    const response = await fetch(`http://${host}:${config.PORT}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { data?: { id?: string } } & object;
    if (!response.ok)
      throw new Error(`demo seed: POST ${path} ${response.status} ${JSON.stringify(answer)}`);
    return answer.data ?? answer;
  };
};

const seedHost = async (call: Call, accounts: DemoAccounts): Promise<void> => {
  const { token } = (await call(
    'register',
    demoHost(accounts.host.email, accounts.host.password),
  )) as {
    token: string;
  };
  const ids: string[] = [];
  for (const property of demoProperties) ids.push((await call('residences', property, token)).id!);
  for (const reservation of demoReservations(new Date(), ids)) {
    await call('stays/reservations', reservation, token);
  }
};

/**
 * In development, a demo admin and a demo host with two properties and three reservations,
 * created once; their logins are printed at every start so a newcomer can sign in at once.
 */
export const seedDemo = async (config: Config, users: UsersRepository, log: Log): Promise<void> => {
  const accounts = demoAccounts();
  if (!config.ADMIN_EMAIL && !(await users.findByEmail(accounts.admin.email))) {
    await users.ensureAdmin(
      accounts.admin.email,
      'Admin',
      await hashPassword(accounts.admin.password),
    );
  }
  if (!(await users.findByEmail(accounts.host.email))) await seedHost(apiOf(config), accounts);
  const admin = config.ADMIN_EMAIL
    ? `${config.ADMIN_EMAIL} (ADMIN_EMAIL)`
    : `${accounts.admin.email} / ${accounts.admin.password}`;
  log.log(
    `Demo logins (DEMO_SEED; kept in ${DEMO_ACCOUNTS_FILE}): admin ${admin}; ` +
      `host ${accounts.host.email} / ${accounts.host.password}`,
  );
};
