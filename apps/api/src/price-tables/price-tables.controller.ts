import { Controller, Get, Inject } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PriceTable } from './price-tables.repository';
import { PriceTablesService } from './price-tables.service';
import { ApiAnswers, Public } from '../common';

@ApiTags('price-tables')
@Controller('price-tables')
export class PriceTablesController {
  constructor(
    private readonly priceTables: PriceTablesService,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Public()
  @Get()
  @ApiOperation({
    summary:
      'Active price tables with their tiers, for the plans page, and the free trial a new ' +
      'account gets (TRIAL_DAYS), for the public pages that offer it',
  })
  @ApiAnswers({
    200:
      '{ data: [{ id, name, active, tiers: [{ min, max, monthlyPrice }], createdAt, updatedAt }], ' +
      'trialDays }; monthlyPrice in centavos, tiers by ascending property count',
  })
  async list(): Promise<{ data: PriceTable[]; trialDays: number }> {
    return { data: await this.priceTables.list(true), trialDays: this.config.TRIAL_DAYS };
  }
}
