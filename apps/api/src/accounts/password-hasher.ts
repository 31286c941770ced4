import { hash, verify, argon2id } from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const options = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Verified against when the e-mail is unknown, so timing does not reveal which e-mails exist. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> =>
  (decoy ??= hashPassword('decoy-password-never-used'));
