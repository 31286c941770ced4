import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { RoleName } from '@chegada/contracts';
import { BearerController } from '../bearer-controller';

export const ROLES = 'chegada:roles';

/** Restricts a route to these roles; checked by the AuthGuard, the one place roles are checked. */
export const Roles = (...roles: RoleName[]) => SetMetadata(ROLES, roles);

/**
 * A controller of the account owner's own settings and connections: bearer routes that only
 * the owner (DEFAULT_USER) may call; sub-users and administrators get 403.
 */
export const AccountOwnerController = (tag: string, path: string) =>
  applyDecorators(BearerController(tag, path), Roles('DEFAULT_USER'));
