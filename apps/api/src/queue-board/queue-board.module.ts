import {
  Controller,
  HttpCode,
  Inject,
  Module,
  Post,
  Res,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BULL_BOARD_INSTANCE, BullBoardModule, type BullBoardInstance } from '@bull-board/nestjs';
import { Queue } from 'bullmq';
import type { Response } from 'express';
import { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { NOTIFICATIONS_QUEUE } from '@chegada/notifications';
import { DEFAULT_QUEUE } from '@chegada/side-effects';
import { Roles } from '../auth';
import { CurrentUser, type AuthenticatedUser } from '../common';
import { derivedKey, MESSAGES_QUEUE } from '../notifications';
import { QUEUE_BOARD_PATH, QueueBoardSessions } from './queue-board-sessions';

const sessionsOf = (config: Config) =>
  new QueueBoardSessions(derivedKey(config, 'queue-board'), config.PUBLIC_URL.startsWith('https:'));

/**
 * Every BullMQ queue the product runs: side effects, messages, lock passcodes (the queue of
 * apps/api/src/locks' effect) and the messages the API queues itself.
 */
const QUEUES = [DEFAULT_QUEUE, MESSAGES_QUEUE, 'locks', NOTIFICATIONS_QUEUE] as const;

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/queue-board')
export class QueueBoardController {
  private readonly sessions: QueueBoardSessions;

  constructor(@Inject(CONFIG) config: Config) {
    this.sessions = sessionsOf(config);
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
  open(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) response: Response) {
    response.setHeader('Set-Cookie', this.sessions.cookieFor(user.id));
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
    BullBoardModule.forRootAsync({
      inject: [CONFIG],
      useFactory: (config: Config) => ({
        route: QUEUE_BOARD_PATH,
        adapter: ExpressAdapter,
        middleware: sessionsOf(config).guard,
        boardOptions: { uiConfig: { boardTitle: 'Chegada' } },
      }),
    }),
  ],
  controllers: [QueueBoardController],
  providers: [BoardQueues],
})
export class QueueBoardModule {}
