import { persistedSecret } from './persisted-secret';

/** Where a development machine keeps its generated JWT secret, so sessions survive restarts. */
export const DEVELOPMENT_JWT_SECRET_FILE = 'var/dev-jwt-secret';

const randomSecret = (): string =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');

/**
 * The JWT secret when JWT_SECRET is not set (production refuses to start then): in
 * development one generated once into `file`; in tests a new one, as each run is fresh.
 */
export const unsetJwtSecret = (nodeEnv: string, file: string): string =>
  nodeEnv === 'development' ? persistedSecret(file, randomSecret) : randomSecret();
