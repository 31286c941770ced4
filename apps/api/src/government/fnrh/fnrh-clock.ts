import { Injectable } from '@nestjs/common';

/** "Now" for FNRH's check-in moment: one provider, so a test can bring the check-in day closer. */
@Injectable()
export class FnrhClock {
  now(): Date {
    return new Date();
  }
}
