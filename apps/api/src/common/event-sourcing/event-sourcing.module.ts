import { Module } from '@nestjs/common';
import { CommandPipeline } from './command-pipeline';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor';
import { IdempotencyRepository } from './idempotency/idempotency.repository';

/** What any event-sourced aggregate's command side uses: the pipeline and idempotency. */
@Module({
  providers: [CommandPipeline, IdempotencyRepository, IdempotencyInterceptor],
  exports: [CommandPipeline, IdempotencyRepository, IdempotencyInterceptor],
})
export class EventSourcingModule {}
