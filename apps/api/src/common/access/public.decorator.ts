import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'chegada:isPublic';

/** Opens a route to anonymous callers; every other route requires a bearer token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
