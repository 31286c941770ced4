import { Injectable } from '@nestjs/common';

/** "Now" for the retention rules: one provider, so a test moves the clock instead of sleeping. */
@Injectable()
export class RetentionClock {
  now(): Date {
    return new Date();
  }
}
