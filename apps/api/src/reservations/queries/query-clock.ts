import { Injectable } from '@nestjs/common';

/**
 * "Now" for the date filters, counters and dashboard. One provider, so a test can fix the
 * time of day the time-zone boundaries are computed from.
 */
@Injectable()
export class QueryClock {
  now(): Date {
    return new Date();
  }
}
