import {
  HttpCode,
  Inject,
  Module,
  Post,
  Req,
  Res,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { BULL_BOARD_INSTANCE, BullBoardModule, type BullBoardInstance } from '@bull-board/nestjs';
import { Queue } from 'bullmq';
import type { Request, Response } from 'express';
import { Redis } from 'ioredis';
import { CONFIG, type Config } from '@chegada/config';
import { DEFAULT_QUEUE } from '@chegada/side-effects';
import { AuthModule, bearerToken, SessionAuthenticator, TokenService } from '../auth';
import { GUEST_DOCUMENT_JOBS_QUEUE } from '../guest-form';
import { TEST_CODES_QUEUE } from '../locks';
import { MESSAGES_QUEUE } from '../message-delivery';
import { BOOKING_SYNC_QUEUE } from '../bookings';
import { BILLING_QUEUE } from '../billing';
import { RETENTION_QUEUE } from '../retention';
import { DUE_DELETIONS_QUEUE } from '../personal-data-requests';
import { QUEUE_BOARD_PATH, QueueBoardSessions } from './queue-board-sessions';
import { BearerController, Roles } from '../common';

/**
 * Every BullMQ queue the product runs: side effects, messages (every message the product
 * sends), lock passcodes (the queue of apps/api/src/locks' effect), test codes to delete
 * from locks, the one-off jobs over stored guest documents (the scan of stored PDFs), and the
 * identity checks (face match), the calendar syncs of properties, billing, retention, the
 * guests' deletions completed at checkout and the stays sent to FNRH (government).
 */
const QUEUES = [
  DEFAULT_QUEUE,
  MESSAGES_QUEUE,
  'locks',
  TEST_CODES_QUEUE,
  GUEST_DOCUMENT_JOBS_QUEUE,
  'identity',
  'government',
  BOOKING_SYNC_QUEUE,
  BILLING_QUEUE,
  RETENTION_QUEUE,
  DUE_DELETIONS_QUEUE,
] as const;

@BearerController('admin', 'admin/queue-board')
export class QueueBoardController {
  private readonly sessions: QueueBoardSessions;

  constructor(authenticator: SessionAuthenticator, tokens: TokenService) {
    this.sessions = new QueueBoardSessions(authenticator, tokens);
  }

  @Post('session')
  @Roles('ADMIN')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Opens the queue board (/admin/queues) to this browser for 15 minutes',
    description:
      'Sets an HttpOnly, SameSite=Strict cookie scoped to /admin/queues (Secure over HTTPS), ' +
      'holding a token for the board alone: the API refuses it as a bearer token. It lives ' +
      "15 minutes at most, never past the admin's session, and ends with it (logout, new " +
      'password).',
  })
  @ApiResponse({ status: 204, description: 'Set-Cookie: chegada_queues=…' })
  @ApiResponse({ status: 403, description: 'FORBIDDEN: admins only' })
  async open(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    response.setHeader('Set-Cookie', await this.sessions.cookieFor(bearerToken(request), request));
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
      inject: [SessionAuthenticator, TokenService],
      useFactory: (authenticator: SessionAuthenticator, tokens: TokenService) => ({
        route: QUEUE_BOARD_PATH,
        adapter: ExpressAdapter,
        middleware: new QueueBoardSessions(authenticator, tokens).guard,
        boardOptions: { uiConfig: { boardTitle: 'Chegada' } },
      }),
    }),
  ],
  controllers: [QueueBoardController],
  providers: [BoardQueues],
})
export class QueueBoardModule {}
