import { Injectable } from '@nestjs/common';
import { LockSecrets } from './lock-secrets';

/** What a door code stored before it was sealed looks like (the old column's CHECK). */
const PLAIN_DOOR_CODE = /^[0-9]{4,9}$/;

/**
 * A property's manual door code at rest (residences.door_code): sealed as the lock passcodes
 * are (LockSecrets), bound to the property, so the column holds no digits and a value copied
 * to another property does not open. The residences module writes it; whoever reads it for
 * the account's users (the property, the keys panel, DoorCodes) opens it here.
 */
@Injectable()
export class DoorCodeSeal {
  constructor(private readonly secrets: LockSecrets) {}

  seal(residenceId: string, code: string | null): string | null {
    return code ? this.secrets.seal(this.owner(residenceId), code) : null;
  }

  /**
   * The code as typed. A plain one is a row from before sealing that the api's start has not
   * sealed yet (ResidencesRepository.sealPlainDoorCodes): it is read as it is until then.
   */
  open(residenceId: string, stored: string | null): string | null {
    if (!stored) return null;
    if (isPlainDoorCode(stored)) return stored;
    return this.secrets.open(this.owner(residenceId), stored);
  }

  // Its own subject: a property's id is never a reservation's, but the name says what it is.
  private owner(residenceId: string): string {
    return `residence-door-code:${residenceId}`;
  }
}

export const isPlainDoorCode = (stored: string): boolean => PLAIN_DOOR_CODE.test(stored);
