import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  importDataFormSchema,
  negotiateLocale,
  type ImportDataFormRequest,
} from '@chegada/contracts';
import { YupBody, ApiAnswers, Public } from '../../../common';
import { ImportDataFormService, type ImportDataAnswer } from './import-data-form.service';

@ApiTags('guest form')
@Controller('stays/reservations')
export class ImportDataFormHttpController {
  constructor(private readonly imports: ImportDataFormService) {}

  @Public()
  @Post('import-data-form')
  @HttpCode(200)
  @ApiOperation({
    summary: "Imports the selected earlier guest's data with the 6-digit code",
    description:
      'actualGuestId is the current reservation (the one the lookup was made on). With ' +
      'isGoingToCurrentReservation the identity, contact and address fields are saved into ' +
      "the current reservation's form and the guest's documents (front, back, digital, " +
      'selfie; not the deposit proof) are copied, re-encrypted under its key; without, the ' +
      'fields are only answered. A code allows 5 attempts and one use, for 10 minutes.',
  })
  @ApiAnswers({
    200:
      "{ success: true, message: 'Data imported successfully!', data: fields }; imported into " +
      'the current reservation, the guest device cookie that shows them in full on GET',
    400: 'VALIDATION_FAILED: the 6-digit code is required',
    422:
      'IMPORT_CODE_INVALID (a wrong code), IMPORT_CODE_EXPIRED (expired, used, or out of ' +
      'attempts: ask for a new one), TRANSITION_NOT_ALLOWED (the form can no longer change)',
    429: 'TOO_MANY_ATTEMPTS: 30 per IP in 10 minutes',
  })
  importData(
    @YupBody(importDataFormSchema) body: ImportDataFormRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ImportDataAnswer> {
    const locale = negotiateLocale(body.lang, request.headers['accept-language']);
    return this.imports.import(body, { request, response }, locale);
  }
}
