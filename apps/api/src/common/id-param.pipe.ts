import type { PipeTransform } from '@nestjs/common';
import { AppError } from '../common/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A route's `:id` naming a row by uuid. Anything else names no row: 404, as for another
 * account's row, so a caller learns nothing from the shape of an id.
 */
export class IdParamPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new AppError('NOT_FOUND');
    return value.toLowerCase();
  }
}
