import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';

import type { CookieOptions, Request, Response } from 'express';
import { TablesRepository } from '../../../infrastructure';

/** The cookie that names a guest's browser to the guest form routes (HttpOnly). */
export const GUEST_DEVICE_COOKIE = 'chegada_guest_device';
/** Sent only to the guest routes under /api/stays (guest form, unlock, import). */
export const GUEST_DEVICE_COOKIE_PATH = '/api/stays';
const DEVICE_GRANT_DAYS = 60;

/** 'saved': the device saved the guest's data; 'unlocked': it proved a code sent to the guest. */
export type DeviceGrantKind = 'saved' | 'unlocked';

/** The guests ('main' or an additional guest's key) whose data this browser may see in full. */
export type DeviceAccess = { deviceId: string | undefined; guests: ReadonlySet<string> };

export const noDeviceAccess: DeviceAccess = { deviceId: undefined, guests: new Set() };

/** The main guest fills the whole form in, additional guests included. */
export const seesInFull = (access: DeviceAccess, guest: string): boolean =>
  access.guests.has('main') || access.guests.has(guest);

type DeviceTables = {
  guest_form_devices: {
    reservation_id: string;
    device_hash: string;
    guest: string;
    kind: DeviceGrantKind;
    expires_at: Date;
  };
};

const DEVICE_ID = /^[\w-]{43}$/;

const deviceIdOf = (request: Request): string | undefined => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === GUEST_DEVICE_COOKIE && value && DEVICE_ID.test(value)) return value;
  }
  return undefined;
};

// 256 random bits: a plain SHA-256 cannot be walked back, and the table never holds the id.
const hashOf = (deviceId: string): string =>
  createHash('sha256').update(deviceId).digest('base64url');

/**
 * Which browser may see a guest's saved personal data in full (issue 15): a random id in an
 * HttpOnly cookie, bound on the server, hashed, to a reservation and a guest.
 */
@Injectable()
export class GuestDevices extends TablesRepository<DeviceTables> {
  async accessOf(request: Request, reservationId: string): Promise<DeviceAccess> {
    const deviceId = deviceIdOf(request);
    if (!deviceId) return noDeviceAccess;
    const rows = await this.db
      .selectFrom('guest_form_devices')
      .select('guest')
      .where('reservation_id', '=', reservationId)
      .where('device_hash', '=', hashOf(deviceId))
      .where('expires_at', '>', new Date())
      .execute();
    return { deviceId, guests: new Set(rows.map((row) => row.guest)) };
  }

  /** Lets this browser see the guest's data in full, setting its cookie when it has none. */
  async grant(
    request: Request,
    response: Response,
    reservationId: string,
    guest: string,
    kind: DeviceGrantKind,
  ): Promise<void> {
    const deviceId = deviceIdOf(request) ?? randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + DEVICE_GRANT_DAYS * 24 * 3600 * 1000);
    await this.db
      .insertInto('guest_form_devices')
      .values({
        reservation_id: reservationId,
        device_hash: hashOf(deviceId),
        guest,
        kind,
        expires_at: expiresAt,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['reservation_id', 'device_hash', 'guest'])
          .doUpdateSet({ expires_at: expiresAt }),
      )
      .execute();
    response.cookie(GUEST_DEVICE_COOKIE, deviceId, cookieOptions(request, expiresAt));
  }
}

const cookieOptions = (request: Request, expires: Date): CookieOptions => ({
  httpOnly: true,
  // request.secure reads X-Forwarded-Proto behind a trusted proxy (TRUST_PROXY).
  secure: request.secure,
  sameSite: 'lax',
  path: GUEST_DEVICE_COOKIE_PATH,
  expires,
});
