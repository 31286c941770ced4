import { Get, Req, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { Request } from 'express';
import { reservationExportQuerySchema, type ReservationExportQuery } from '@chegada/contracts';
import {
  BearerController,
  YupQuery,
  ApiAnswers,
  CurrentUser,
  type AuthenticatedUser,
  requestLocale,
  Roles,
} from '../../../common';
import { ReservationListRepository } from '../list/reservation-list.repository';
import { QueryClock } from '../query-clock';
import { filtersOf } from '../reservation-filters';
import { reservationsWorkbook, workbookFileName } from './reservations-workbook';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** More rows than a host could read; a bound so one request cannot exhaust the process. */
export const EXPORT_MAX_ROWS = 50_000;

@BearerController('reservations', 'stays/reservations')
export class ExportReservationsController {
  constructor(
    private readonly reservations: ReservationListRepository,
    private readonly clock: QueryClock,
  ) {}

  @Get('export')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary: 'The reservations the list’s filters select, as a spreadsheet',
    description:
      'Same filters and order as GET /api/stays/reservations, every page (up to 50,000 rows). ' +
      'File name, headers, statuses and sources in the caller’s language (Accept-Language ' +
      'or `lang`), with the console’s words; dates in each property’s local time, the file ' +
      'dated by the account’s day (its properties’ time zone, São Paulo’s by default).',
  })
  @ApiProduces(XLSX_TYPE)
  @ApiAnswers({
    200: 'reservations-YYYY-MM-DD.xlsx (reservas-… in pt-BR and es-ES), as an attachment',
    400: 'VALIDATION_FAILED: a filter or the format is invalid',
    403: 'FORBIDDEN: admins have no reservations',
  })
  async export(
    @CurrentUser() user: AuthenticatedUser,
    @YupQuery(reservationExportQuerySchema)
    query: ReservationExportQuery,
    @Req() request: Request,
  ): Promise<StreamableFile> {
    const now = this.clock.now();
    const locale = requestLocale(request);
    const [items, today] = await Promise.all([
      this.reservations.all(
        filtersOf(user.accountId, query, now),
        { sort: query.sort, order: query.order },
        EXPORT_MAX_ROWS,
      ),
      this.reservations.today(user.accountId, now),
    ]);
    return new StreamableFile(await reservationsWorkbook(items, locale), {
      type: XLSX_TYPE,
      disposition: `attachment; filename="${workbookFileName(locale, today)}"`,
    });
  }
}
