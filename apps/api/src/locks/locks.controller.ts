import { Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ttlockConnectSchema, type TTLockConnectRequest } from '@chegada/contracts';
import {
  BearerController,
  YupBody,
  ApiAnswers,
  CallersReservation,
  CurrentUser,
  IdParamPipe,
  requestLocale,
  type AuthenticatedRequest,
  type AuthenticatedUser,
  NO_SUCH_RESERVATION,
  NO_SUCH_PROPERTY,
  Roles,
} from '../common';
import { LOCK_PASSCODE_SHAPE, lockPasscodeView, type LockPasscodeView } from './lock-passcode-view';
import { LocksService, type LockItem } from './locks.service';
import type { TTLockConnection } from './ttlock-accounts';
import {
  TEST_CODE_REMOVAL_SHAPE,
  TEST_CODE_SHAPE,
  TestCodes,
  type TestCodeAnswer,
  type TestCodeRemovalView,
} from './test-codes';

const CONNECTION =
  '{ data: { configured (false: no TTLock application on this server, so no code can reach a ' +
  'lock), connected, username, connectedAt (the last connection, not a refresh), expiresAt } }';
const TTLOCK_ERRORS_DOC =
  'TTLOCK_NOT_CONFIGURED (503: no TTLock application on this server), TTLOCK_NOT_CONNECTED ' +
  '(422), TTLOCK_UNAVAILABLE (502: TTLock unreachable or refusing)';

/** /u/keys/config: the host's TTLock account, its locks, and the lock of each property. */
@BearerController('locks', 'locks')
export class LocksController {
  constructor(
    private readonly locks: LocksService,
    private readonly testCodes: TestCodes,
  ) {}

  @Get('ttlock')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({ summary: 'Whether TTLock is configured here and the account connected' })
  @ApiAnswers({ 200: CONNECTION })
  async connection(@CurrentUser() user: AuthenticatedUser): Promise<{ data: TTLockConnection }> {
    return { data: await this.locks.connection(user.accountId) };
  }

  @Put('ttlock')
  @Roles('DEFAULT_USER')
  @ApiOperation({
    summary:
      "Connects the owner's TTLock app account: the password is exchanged for tokens at once " +
      '(sent to TTLock as its MD5) and never stored',
  })
  @ApiAnswers({
    200: CONNECTION,
    422: 'TTLOCK_LOGIN_FAILED: TTLock refused the account',
    502: TTLOCK_ERRORS_DOC,
  })
  async connect(
    @CurrentUser() user: AuthenticatedUser,
    @YupBody(ttlockConnectSchema) body: TTLockConnectRequest,
  ): Promise<{ data: TTLockConnection }> {
    return { data: await this.locks.connect(user.accountId, body.username, body.password) };
  }

  @Delete('ttlock')
  @Roles('DEFAULT_USER')
  @ApiOperation({ summary: "Forgets the owner's TTLock tokens (codes on the locks stay)" })
  @ApiAnswers({ 200: CONNECTION })
  async disconnect(@CurrentUser() user: AuthenticatedUser): Promise<{ data: TTLockConnection }> {
    return { data: await this.locks.disconnect(user.accountId) };
  }

  @Get()
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({ summary: "The locks of the account's TTLock (/v3/lock/list)" })
  @ApiAnswers({ 200: '{ items: [{ lockId, name, hasGateway, battery }] }', 422: TTLOCK_ERRORS_DOC })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<{ items: LockItem[] }> {
    return { items: await this.locks.locks(user.accountId) };
  }

  @Post('residences/:id/test-code')
  @HttpCode(200)
  @Roles('DEFAULT_USER')
  @ApiOperation({
    summary:
      "Adds a random code valid for 30 minutes from now on the property's lock, through the " +
      'gateway, so the owner can try it on the door; the worker deletes it from the lock at ' +
      'removeAt. A TTLock refusal is answered as error',
  })
  @ApiAnswers({
    200: `{ data: ${TEST_CODE_SHAPE} }`,
    400: 'VALIDATION_FAILED: the property has no lock',
    404: NO_SUCH_PROPERTY,
  })
  async testCode(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ data: TestCodeAnswer }> {
    return { data: await this.testCodes.add(user.accountId, id, requestLocale(request)) };
  }

  @Get('residences/:id/test-code')
  @Roles('DEFAULT_USER')
  @ApiOperation({
    summary:
      "The property's latest test code: when it is (or was) deleted from the lock, and the " +
      "last deletion's failure in the caller's language while the lock is out of reach",
  })
  @ApiAnswers({ 200: `{ data: ${TEST_CODE_REMOVAL_SHAPE} }` })
  async testCodeRemoval(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', IdParamPipe) id: string,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ data: TestCodeRemovalView | null }> {
    return { data: await this.testCodes.removal(user.accountId, id, requestLocale(request)) };
  }

  @Get('reservations/:id')
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary:
      "A reservation's passcode on the lock and the last attempt's failure, in the caller's " +
      'language; null while nothing was asked of a lock (no lock, or not approved yet)',
  })
  @ApiAnswers({
    200: `{ data: ${LOCK_PASSCODE_SHAPE} | null }`,
  })
  async passcode(
    @CallersReservation(NO_SUCH_RESERVATION) { id, caller }: CallersReservation,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ data: LockPasscodeView | null }> {
    const record = await this.locks.passcodeOrNone(caller.accountId, id);
    return { data: record && lockPasscodeView(record, requestLocale(request)) };
  }

  @Post('reservations/:id/retry')
  @HttpCode(200)
  @Roles('DEFAULT_USER', 'SUBUSER')
  @ApiOperation({
    summary:
      "Brings the reservation's lock in line now (after connecting TTLock or bringing the lock " +
      'online): adds, moves or deletes its code as the reservation needs',
  })
  @ApiAnswers({
    200: `{ data: ${LOCK_PASSCODE_SHAPE} | null } (null: the reservation needs no code)`,
  })
  async retry(
    @CallersReservation(NO_SUCH_RESERVATION) { id, caller }: CallersReservation,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ data: LockPasscodeView | null }> {
    const record = await this.locks.retry(caller.accountId, id);
    return { data: record ? lockPasscodeView(record, requestLocale(request)) : null };
  }
}
