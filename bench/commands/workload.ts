import { JwtService } from '@nestjs/jwt';
import type { Account } from './seed';

/** One HTTP request of the load, as autocannon sends it. */
export type BenchRequest = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type Target = { reservationId: string; accountId: string; token: string };

/** Signs what POST /api/login would answer (TokenService's claims), without argon2 per host. */
export const tokenSigner = (secret: string) => {
  const jwt = new JwtService({
    secret,
    signOptions: { algorithm: 'HS256', expiresIn: 6 * 3600, issuer: 'chegada' },
  });
  return (accountId: string): string => jwt.sign({ sub: accountId, role: 1, acc: accountId });
};

/** Every reservation of the accounts, shuffled so consecutive commands hit different hosts. */
export const targetsOf = (accounts: Account[], sign: (accountId: string) => string): Target[] => {
  const targets = accounts.flatMap((account) => {
    const token = sign(account.id);
    return account.reservationIds.map((reservationId) => ({
      reservationId,
      accountId: account.id,
      token,
    }));
  });
  for (let i = targets.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [targets[i], targets[j]] = [targets[j]!, targets[i]!];
  }
  return targets;
};

const ACTIONS = ['cancel', 'revert', 'settle'] as const;

const commandFor = (action: (typeof ACTIONS)[number], target: Target, n: number) => {
  const id = target.reservationId;
  if (action === 'cancel')
    return {
      method: 'PUT' as const,
      path: '/api/stays/cancelForm',
      body: { id, cancelMotive: 'Hóspede desistiu', userId: target.accountId },
    };
  if (action === 'revert')
    return {
      method: 'PUT' as const,
      path: '/api/stays/revertCancelForm',
      body: { id, confirm: true },
    };
  return n % 2 === 0
    ? {
        method: 'POST' as const,
        path: `/api/stays/approve-reservation/${id}`,
        body: { confirm: true },
      }
    : {
        method: 'PUT' as const,
        path: '/api/stays/refuseForm',
        body: { id, refuseMotive: 'Documento ilegível' },
      };
};

/**
 * Commands every one of which the lifecycle allows. Reservations start TO_APROVE and go in
 * waves: each of a wave's reservations is cancelled, then reverted, then approved or refused
 * (half each). A wave is thousands of requests long, so with 32 connections a reservation's
 * next command is sent long after its previous one was answered.
 */
export class CommandQueue {
  private next = 0;

  private readonly waveSize: number;

  /** `cycle`: start over when every reservation was used (for a route that keeps no state). */
  constructor(
    private readonly targets: Target[],
    waveSize: number,
    private readonly cycle = false,
  ) {
    this.waveSize = Math.min(waveSize, targets.length);
  }

  /** How many commands were handed out. */
  get taken(): number {
    return this.next;
  }

  take(): BenchRequest {
    const n = this.next++;
    const perWave = this.waveSize * ACTIONS.length;
    const wave = Math.floor(n / perWave);
    const action = ACTIONS[Math.floor((n % perWave) / this.waveSize)]!;
    const waves = Math.floor(this.targets.length / this.waveSize);
    const index = (this.cycle ? wave % waves : wave) * this.waveSize + (n % this.waveSize);
    const target = this.targets[index];
    if (!target) throw new Error(`the bench ran out of reservations after ${n} commands`);
    const { method, path, body } = commandFor(action, target, index);
    return {
      method,
      path,
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
  }
}
