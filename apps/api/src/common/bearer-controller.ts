import { applyDecorators, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';

/**
 * A controller whose routes take the caller's bearer token: the OpenAPI tag they are listed
 * under, the bearer scheme, and the path they share. Public routes keep a plain `@Controller`.
 */
export const BearerController = (tag: string, path?: string) =>
  applyDecorators(
    ApiTags(tag),
    ApiBearerAuth(),
    path === undefined ? Controller() : Controller(path),
  );
