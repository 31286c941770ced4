import { Module } from '@nestjs/common';
import { CommandPipeline } from './command-pipeline';
import { IdempotentAnswers } from './idempotency/idempotent-answers';
import { IdempotencyRepository } from './idempotency/idempotency.repository';

/** What any event-sourced aggregate's command side uses: the pipeline and idempotency. */
@Module({
  providers: [CommandPipeline, IdempotencyRepository, IdempotentAnswers],
  exports: [CommandPipeline, IdempotencyRepository, IdempotentAnswers],
})
export class EventSourcingModule {}
