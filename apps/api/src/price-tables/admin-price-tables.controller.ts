import { Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { priceTableSchema, type PriceTableRequest } from '@chegada/contracts';
import { BearerController, YupBody, ApiAnswers, Roles } from '../common';
import type { PriceTable } from './price-tables.repository';
import { PriceTablesService } from './price-tables.service';

const TABLE = '{ id, name, active, tiers: [{ min, max, monthlyPrice }], createdAt, updatedAt }';
const INVALID = 'VALIDATION_FAILED; an overlapping tier is reported on tiers[i].min';

@BearerController('admin', 'admin/price-tables')
@ApiAnswers({ 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN: admins only' })
@Roles('ADMIN')
export class AdminPriceTablesController {
  constructor(private readonly priceTables: PriceTablesService) {}

  @Get()
  @ApiOperation({ summary: 'Every price table, active or not, for the price tables page' })
  @ApiAnswers({ 200: `{ data: [${TABLE}] }` })
  async list(): Promise<{ data: PriceTable[] }> {
    return { data: await this.priceTables.list(false) };
  }

  @Post()
  @ApiOperation({ summary: 'Creates a price table with its tiers (monthlyPrice in centavos)' })
  @ApiAnswers({ 201: TABLE, 400: INVALID })
  create(@YupBody(priceTableSchema) body: PriceTableRequest): Promise<PriceTable> {
    return this.priceTables.create(body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replaces a price table: name, active flag and all its tiers at once' })
  @ApiAnswers({ 200: TABLE, 400: INVALID, 404: 'NOT_FOUND' })
  replace(
    @Param('id') id: string,
    @YupBody(priceTableSchema) body: PriceTableRequest,
  ): Promise<PriceTable> {
    return this.priceTables.replace(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes a price table and its tiers' })
  @ApiAnswers({ 204: 'Deleted', 404: 'NOT_FOUND' })
  delete(@Param('id') id: string): Promise<void> {
    return this.priceTables.delete(id);
  }
}
