import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import type { Response } from 'express';
import { translate, type MessageKey } from '@chegada/contracts';
import {
  commandContextOf,
  etagOf,
  IdempotentAnswers,
  requestLocale,
  type AuthenticatedRequest,
  type CommandContext,
} from '../common';
import { ReadModelCatchUp } from './read-model-catch-up';
import type { ReservationOutcome } from './reservation-commands';
import { reservationView, type ReservationView } from './reservation-view';

/** What a reservation command answers (200, or 201 for creation), with the ETag header. */
export type CommandAnswer = { success: true; message: string; data: ReservationView };

/** What a command route executes: the outcome, and what its answer says beyond the reservation. */
export type CommandResult = ReservationOutcome & { extra?: Record<string, unknown> };

/** Metadata key of the route's success message (set by ReservationCommandRoute). */
export const COMMAND_MESSAGE = 'reservations:command-message';

/** A command route's request: who sends it (the context), and what the answer needs. */
export type CommandCall = {
  context: CommandContext;
  request: AuthenticatedRequest;
  response: Response;
  message: MessageKey;
};

/** `@CommandCall() call` in a reservation command route (ReservationCommandRoute's message). */
export const CommandCall = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CommandCall => {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    return {
      context: commandContextOf(request),
      request,
      response: context.switchToHttp().getResponse<Response>(),
      message: Reflect.getMetadata(COMMAND_MESSAGE, context.getHandler()) as MessageKey,
    };
  },
);

const wantsReadYourWrites = (request: AuthenticatedRequest): boolean =>
  /\bread-your-writes\b/.test(String(request.headers.prefer ?? ''));

/**
 * The answer of every reservation command route, around what it executes: once per
 * Idempotency-Key (a repeat answers what the first run answered), with the ETag of the
 * revision, after the reservation list shows it when the caller asked (`Prefer:
 * read-your-writes`), and with the route's message in the caller's language.
 *
 * Called by the route rather than set as a Nest interceptor, whose rxjs machinery cost about
 * a millisecond of CPU per command (measured side by side, issue 26).
 */
@Injectable()
export class CommandAnswers {
  constructor(
    private readonly idempotent: IdempotentAnswers,
    private readonly readModel: ReadModelCatchUp,
  ) {}

  answer(
    call: CommandCall,
    execute: (context: CommandContext) => Promise<CommandResult>,
  ): Promise<CommandAnswer> {
    const { request, response } = call;
    return this.idempotent.for(
      request,
      response,
    )(async () => {
      const { reservation, revision, extra } = await execute(call.context);
      response.setHeader('ETag', etagOf(revision));
      if (
        wantsReadYourWrites(request) &&
        (await this.readModel.reservationAt(reservation.reservationId, revision))
      )
        response.setHeader('Preference-Applied', 'read-your-writes');
      return {
        success: true as const,
        message: translate(requestLocale(request), call.message),
        data: reservationView(reservation, revision),
        ...extra,
      };
    });
  }
}
