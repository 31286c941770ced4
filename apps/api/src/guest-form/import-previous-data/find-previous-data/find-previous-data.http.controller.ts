import { Controller, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { findPreviousDataSchema, type FindPreviousDataRequest } from '@chegada/contracts';
import { YupBody, ApiAnswers, FIELD_ERRORS, Public } from '../../../common';
import { FindPreviousDataService, type PreviousDataCandidate } from './find-previous-data.service';

@ApiTags('guest form')
@Controller('stays/reservations')
export class FindPreviousDataHttpController {
  constructor(private readonly previous: FindPreviousDataService) {}

  @Public()
  @Post('import-last-reservation/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A returning guest looks up earlier data by CPF or passport (guest link)',
    description:
      ":id is the current reservation and `source` its link's booking source. Only stays " +
      'with the SAME host (account) are searched — a guest returning to the same host; other ' +
      "hosts' guests are never found. Neither the earlier reservation nor its data is " +
      'answered: each candidate is an opaque selectedGuestId, valid 10 minutes, and where a ' +
      'code can be sent, masked. An unknown document answers { data: [] }.',
  })
  @ApiAnswers({
    200: "{ data: [{ selectedGuestId, destinations: [{ channel: 'email' | 'whatsapp', masked }] }] }",
    400: FIELD_ERRORS,
    404: 'NOT_FOUND: no such link',
    429: 'TOO_MANY_ATTEMPTS: 20 lookups per IP, 10 per reservation, in 10 minutes',
  })
  async find(
    @Param('id') id: string,
    @YupBody(findPreviousDataSchema) body: FindPreviousDataRequest,
    @Ip() ip: string,
  ): Promise<{ data: PreviousDataCandidate[] }> {
    return { data: await this.previous.find(id, body, ip) };
  }
}
