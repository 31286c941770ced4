import { Controller, Get, Ip, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { normalizeCep } from '@chegada/domain';
import { ApiAnswers, AppError, Public } from '../common';
import type { ZipAddress } from './zip-address';
import { ZipService } from './zip.service';

@ApiTags('zip')
@ApiAnswers({
  200: '{ cep, street, neighborhood, city, state }',
  400: 'VALIDATION_FAILED: the CEP is not 8 digits',
  404: 'ZIP_CODE_NOT_FOUND: no provider knows the CEP',
  429: 'TOO_MANY_ATTEMPTS: 30 lookups per IP a minute',
  502: "ZIP_LOOKUP_FAILED: 'Error when fetching zip code', every provider failed",
})
@Public()
@Controller('zip')
export class ZipController {
  constructor(private readonly zip: ZipService) {}

  @Get(':cep')
  @ApiOperation({
    summary: 'The address of a CEP (8 digits, mask allowed), for filling in address forms',
  })
  async lookUp(@Param('cep') typed: string, @Ip() ip: string): Promise<ZipAddress> {
    const cep = normalizeCep(typed);
    if (!cep)
      throw new AppError('VALIDATION_FAILED', [{ field: 'cep', key: 'residences.invalidCep' }]);
    return this.zip.lookUp(cep, ip);
  }
}
