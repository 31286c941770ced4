import { Module } from '@nestjs/common';
import { EventSourcedCommands } from './event-sourced-commands';
import { IdempotentAnswers } from './idempotency/idempotent-answers';
import { IdempotencyRepository } from './idempotency/idempotency.repository';

/** What any event-sourced aggregate's command side uses: the command executor and idempotency. */
@Module({
  providers: [EventSourcedCommands, IdempotencyRepository, IdempotentAnswers],
  exports: [EventSourcedCommands, IdempotencyRepository, IdempotentAnswers],
})
export class EventSourcingModule {}
