import { Param, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { residenceLockSchema, type ResidenceLockRequest } from '@chegada/contracts';
import {
  BearerController,
  ApiAnswers,
  CurrentUser,
  IdParamPipe,
  YupBody,
  type AuthenticatedUser,
  NO_SUCH_PROPERTY,
  Roles,
} from '../common';
import { ResidencesService } from './residences.service';

/**
 * /u/keys/config's lock per property. Served under /api/locks beside the TTLock account, but a
 * property's field: the residences module is the one writer of the residences table.
 */
@BearerController('locks', 'locks')
export class ResidenceLockController {
  constructor(private readonly residences: ResidencesService) {}

  @Put('residences/:id')
  @Roles('DEFAULT_USER')
  @ApiOperation({
    // The contract's id, from when the route lived in LocksController.
    operationId: 'LocksController_setResidenceLock',
    summary:
      'Picks the lock that opens a property (one of GET /api/locks), or none with null; ' +
      'sets the property’s usesTTLock and lockId',
  })
  @ApiAnswers({
    200: '{ data: { residenceId, lockId, usesTTLock } }',
    400: 'VALIDATION_FAILED: lockId not a lock of the account',
    404: NO_SUCH_PROPERTY,
  })
  async setResidenceLock(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', IdParamPipe) residenceId: string,
    @YupBody(residenceLockSchema) body: ResidenceLockRequest,
  ) {
    return { data: await this.residences.setLock(user, residenceId, body.lockId ?? null) };
  }
}
