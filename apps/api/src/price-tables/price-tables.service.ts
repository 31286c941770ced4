import { Injectable } from '@nestjs/common';
import type { PriceTableRequest } from '@chegada/contracts';
import { AppError } from '../common';
import { PriceTablesRepository, type PriceTable } from './price-tables.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not even a UUID names no table: 404, as an unknown one, not a database error. */
const assertUuid = (id: string): void => {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
};

@Injectable()
export class PriceTablesService {
  constructor(private readonly tables: PriceTablesRepository) {}

  list(activeOnly: boolean): Promise<PriceTable[]> {
    return this.tables.list({ activeOnly }).execute();
  }

  create(input: PriceTableRequest): Promise<PriceTable> {
    return this.tables.create(input);
  }

  async replace(id: string, input: PriceTableRequest): Promise<PriceTable> {
    assertUuid(id);
    const table = await this.tables.replace(id, input);
    if (!table) throw new AppError('NOT_FOUND');
    return table;
  }

  async delete(id: string): Promise<void> {
    assertUuid(id);
    if (!(await this.tables.delete(id))) throw new AppError('NOT_FOUND');
  }
}
