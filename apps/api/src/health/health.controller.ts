import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { EVENT_STORE, type EventStore } from '@chegada/event-store';
import { DATABASE, REDIS } from '../infrastructure';
import { ApiAnswers, Public } from '../common';

type Check = 'postgres' | 'redis' | 'eventStore';
type HealthReport = { status: 'ok' | 'down'; checks: Record<Check, 'up' | 'down'>; down?: Check[] };

const TIMEOUT_MS = 2000;

const within = <T>(promise: Promise<T>): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS).unref(),
    ),
  ]);

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly database: Kysely<unknown>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Reports PostgreSQL, Redis and the event store' })
  @ApiAnswers({ 200: '{"status":"ok","checks":{…}}', 503: '{"status":"down","down":["redis"],…}' })
  async health(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const probes: Record<Check, () => Promise<unknown>> = {
      postgres: () => sql`select 1`.execute(this.database),
      redis: () => this.redis.ping(),
      eventStore: () => this.eventStore.ping(),
    };
    const names = Object.keys(probes) as Check[];
    const results = await Promise.allSettled(names.map((name) => within(probes[name]())));
    const checks = Object.fromEntries(
      names.map((name, index) => [name, results[index]?.status === 'fulfilled' ? 'up' : 'down']),
    ) as HealthReport['checks'];
    const down = names.filter((name) => checks[name] === 'down');
    if (down.length > 0) {
      response.status(503);
      return { status: 'down', checks, down };
    }
    return { status: 'ok', checks };
  }
}
