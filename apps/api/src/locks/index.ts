// What other modules may use of locks; everything else in this folder is its own.
export { LocksModule, LockPasscodesModule, TestCodeRemovalsModule } from './locks.module';
export { TEST_CODES_QUEUE } from './test-code-removals';
export { LocksService } from './locks.service';
export { locksMigrations } from './locks.migrations';
export { LockPasscodesRepository } from './lock-passcodes.repository';
export { LockPasscodeEffect } from './lock-passcode.effect';
export {
  passCodeAnswer,
  lockPasscodeView,
  type LockPasscodeView,
  type PassCodeAnswer,
} from './lock-passcode-view';
export { NewPasscodeAnswers, type NewPasscodeAnswer } from './new-passcode';
export { DoorCodes, type DoorCode, type DoorCodeSource } from './door-codes';
export { DoorCodeSeal } from './door-code-seal';
