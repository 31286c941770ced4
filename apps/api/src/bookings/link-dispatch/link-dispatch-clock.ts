import { Injectable } from '@nestjs/common';

/** "Now" for the imported guest link's day: one provider, so a test can bring the day closer. */
@Injectable()
export class LinkDispatchClock {
  now(): Date {
    return new Date();
  }
}
