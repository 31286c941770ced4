import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth';
import type { PriceTable } from './price-tables.repository';
import { PriceTablesService } from './price-tables.service';
import { ApiAnswers } from '../common';

@ApiTags('price-tables')
@Controller('price-tables')
export class PriceTablesController {
  constructor(private readonly priceTables: PriceTablesService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Active price tables with their tiers, for the plans page' })
  @ApiAnswers({
    200:
      '{ data: [{ id, name, active, tiers: [{ min, max, monthlyPrice }], createdAt, updatedAt }] }; ' +
      'monthlyPrice in centavos, tiers by ascending property count',
  })
  async list(): Promise<{ data: PriceTable[] }> {
    return { data: await this.priceTables.list(true) };
  }
}
