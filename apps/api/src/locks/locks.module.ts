import { Inject, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CONFIG, ttlockCredentials, type Config } from '@chegada/config';
import { ReservationStreamModule } from '../reservation-stream';
import { DoorCodes } from './door-codes';
import { ResidenceLocksRepository } from './residence-locks.repository';
import { LockPasscodeEffect } from './lock-passcode.effect';
import { LockPasscodesRepository } from './lock-passcodes.repository';
import { LockPasscodes } from './lock-passcodes.service';
import { LockSecrets } from './lock-secrets';
import { DoorCodeSeal } from './door-code-seal';
import { LocksController } from './locks.controller';
import { LocksService } from './locks.service';
import { NewPasscodeAnswers } from './new-passcode';
import { TestCodeRecords } from './test-code-records';
import { TestCodeRemovals, TestCodeRemovalWorker } from './test-code-removals';
import { TestCodes } from './test-codes';
import { TTLOCK_CLIENT, TTLockAccounts } from './ttlock-accounts';
import { TTLockClient } from './ttlock.client';

const providers = [
  {
    provide: TTLOCK_CLIENT,
    inject: [CONFIG],
    useFactory: (config: Config): TTLockClient | null => {
      const app = ttlockCredentials(config);
      return app && new TTLockClient(app);
    },
  },
  LockSecrets,
  TTLockAccounts,
  ResidenceLocksRepository,
  LockPasscodesRepository,
  TestCodeRecords,
];

/** The passcodes' side effect (worker process) and what reservations read of it. */
@Module({
  imports: [ReservationStreamModule],
  providers: [
    ...providers,
    LockPasscodes,
    LockPasscodeEffect,
    NewPasscodeAnswers,
    DoorCodes,
    DoorCodeSeal,
  ],
  exports: [
    DoorCodes,
    DoorCodeSeal,
    LockPasscodeEffect,
    LockPasscodes,
    LockPasscodesRepository,
    NewPasscodeAnswers,
    TTLockAccounts,
    ResidenceLocksRepository,
    TestCodeRecords,
  ],
})
export class LockPasscodesModule implements OnApplicationBootstrap {
  constructor(@Inject(TTLOCK_CLIENT) private readonly client: TTLockClient | null) {}

  // One line whatever the processes: the module is one instance per process.
  onApplicationBootstrap(): void {
    if (this.client) return;
    new Logger('Locks').warn(
      'Smart locks are not connected: TTLOCK_CLIENT_ID and TTLOCK_CLIENT_SECRET are not set, ' +
        'so no passcode reaches a lock and hosts set door codes by hand',
    );
  }
}

/** /api/locks (api process): connecting TTLock and picking a lock per property. */
@Module({
  imports: [LockPasscodesModule, ReservationStreamModule],
  controllers: [LocksController],
  providers: [LocksService, TestCodes, TestCodeRemovals],
  exports: [LocksService],
})
export class LocksModule {}

/** Worker process: deletes the test codes from their locks when they end. */
@Module({
  imports: [LockPasscodesModule],
  providers: [TestCodeRemovalWorker],
})
export class TestCodeRemovalsModule {}
