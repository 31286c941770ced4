import { Module } from '@nestjs/common';
import { AdminPriceTablesController } from './admin-price-tables.controller';
import { PriceTablesController } from './price-tables.controller';
import { PriceTablesRepository } from './price-tables.repository';
import { PriceTablesService } from './price-tables.service';

/** Plans by number of properties: public list for /planos, admin CRUD for /admin/price-tables. */
@Module({
  controllers: [PriceTablesController, AdminPriceTablesController],
  providers: [PriceTablesRepository, PriceTablesService],
})
export class PriceTablesModule {}
