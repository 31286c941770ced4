import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anOwner, startAccountsApp, type Member, type TestApp } from '@chegada/testing';
import { aHostWithProperty, storedFilesIn, type Host } from './guest-form-fixtures';

export type GuestFilesWorld = {
  app: TestApp;
  owner: Member;
  host: Host;
  filesDir: string;
  /** The files the file store holds for a reservation (none: []). */
  storedFiles: (reservationId: string) => string[];
};

/**
 * The API keeping guests' files in a folder of its own (`chegada-<name>-…`), with a host and
 * their property, started once for the spec file; `env` adds to its configuration.
 */
export const aGuestFilesWorld = (
  name: string,
  env: Record<string, string> = {},
): GuestFilesWorld => {
  const filesDir = mkdtempSync(join(tmpdir(), `chegada-${name}-`));
  const world = { filesDir, storedFiles: storedFilesIn(filesDir) } as GuestFilesWorld;
  beforeAll(async () => {
    world.app = await startAccountsApp({ FILE_STORAGE_DIR: filesDir, ...env });
    world.owner = await anOwner(world.app, 'Host');
    world.host = await aHostWithProperty(world.app, world.owner);
  });
  afterAll(async () => {
    await world.app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });
  return world;
};
