import { SetMetadata } from '@nestjs/common';
import type { RoleName } from '@chegada/contracts';

export const ROLES = 'chegada:roles';

/** Restricts a route to these roles; checked by the AuthGuard, the one place roles are checked. */
export const Roles = (...roles: RoleName[]) => SetMetadata(ROLES, roles);
