import {
  Controller,
  HttpCode,
  Inject,
  Module,
  Post,
  Req,
  Res,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BULL_BOARD_INSTANCE, BullBoardModule, type BullBoardInstance } from '@bull-board/nestjs';
import { Queue } from 'bullmq';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { DEFAULT_QUEUE } from '@chegada/side-effects';
import { AuthModule, bearerToken, Roles, SessionAuthenticator } from '../auth';
import { TEST_CODES_QUEUE } from '../locks';
import { MESSAGES_QUEUE } from '../messages';
import { QUEUE_BOARD_PATH, QueueBoardSessions } from './queue-board-sessions';

const sessionsOf = (config: Config, authenticator: SessionAuthenticator) =>
  new QueueBoardSessions(
    (token) => authenticator.authenticate(token),
    config.PUBLIC_URL.startsWith('https:'),
  );

/**
 * Every BullMQ queue the product runs: side effects, messages (every message the product
 * sends), lock passcodes (the queue of apps/api/src/locks' effect) and test codes to delete
 * from locks.
 */
const QUEUES = [DEFAULT_QUEUE, MESSAGES_QUEUE, 'locks', TEST_CODES_QUEUE] as const;

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/queue-board')
export class QueueBoardController {
  private readonly sessions: QueueBoardSessions;

  constructor(@Inject(CONFIG) config: Config, authenticator: SessionAuthenticator) {
    this.sessions = sessionsOf(config, authenticator);
  }

  @Post('session')
  @Roles('ADMIN')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Opens the queue board (/admin/queues) to this browser for 15 minutes',
    description: 'Sets an HttpOnly, SameSite=Strict cookie scoped to /admin/queues.',
  })
  @ApiResponse({ status: 204, description: 'Set-Cookie: chegada_queues=…' })
  @ApiResponse({ status: 403, description: 'FORBIDDEN: admins only' })
  open(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    // The route's guard has just accepted this bearer token as an admin's live session.
    response.setHeader('Set-Cookie', this.sessions.cookieFor(bearerToken(request) ?? ''));
  }
}

/** Adds the product's queues to the board, over a connection of its own. */
class BoardQueues implements OnModuleInit, OnApplicationShutdown {
  private readonly connection: Redis;
  private readonly queues: Queue[];

  constructor(
    @Inject(CONFIG) config: Config,
    @Inject(BULL_BOARD_INSTANCE) private readonly board: BullBoardInstance,
  ) {
    this.connection = new Redis(config.REDIS_URL, {
      maxRetriesPerRequest: null,
      connectionName: 'chegada-queue-board',
    });
    this.queues = QUEUES.map(
      (name) => new Queue(name, { connection: this.connection, prefix: config.REDIS_PREFIX }),
    );
  }

  onModuleInit(): void {
    this.queues.forEach((queue) => this.board.addQueue(new BullMQAdapter(queue)));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.map((queue) => queue.close()));
    this.connection.disconnect();
  }
}

/**
 * Admins' view of the queues (@bull-board), outside the API prefix at /admin/queues, behind
 * the session cookie of QueueBoardSessions.
 */
@Module({
  imports: [
    AuthModule,
    BullBoardModule.forRootAsync({
      imports: [AuthModule],
      inject: [CONFIG, SessionAuthenticator],
      useFactory: (config: Config, authenticator: SessionAuthenticator) => ({
        route: QUEUE_BOARD_PATH,
        adapter: ExpressAdapter,
        middleware: sessionsOf(config, authenticator).guard,
        boardOptions: { uiConfig: { boardTitle: 'Chegada' } },
      }),
    }),
  ],
  controllers: [QueueBoardController],
  providers: [BoardQueues],
})
export class QueueBoardModule {}
