import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { translate, type MessageKey } from '@chegada/contracts';
import { etagOf, IdempotentAnswers, requestLocale, type AuthenticatedRequest } from '../common';
import { ReadModelCatchUp } from './read-model-catch-up';
import type { ReservationOutcome } from './reservation-commands';
import { reservationView, type ReservationView } from './reservation-view';

/** What a reservation command answers (200, or 201 for creation), with the ETag header. */
export type CommandAnswer = { success: true; message: string; data: ReservationView };

/** What a command route returns: the outcome, and what its answer says beyond the reservation. */
export type CommandResult = ReservationOutcome & { extra?: Record<string, unknown> };

/** Metadata key of the route's success message (set by ReservationCommandRoute). */
export const COMMAND_MESSAGE = 'reservations:command-message';

const wantsReadYourWrites = (request: AuthenticatedRequest): boolean =>
  /\bread-your-writes\b/.test(String(request.headers.prefer ?? ''));

/**
 * Turns what a reservation command route returns into its answer, for every such route:
 * once per Idempotency-Key (a repeat answers what the first run answered), with the ETag of
 * the revision, after the reservation list shows it when the caller asked
 * (`Prefer: read-your-writes`), and with the route's message in the caller's language.
 */
@Injectable()
export class CommandAnswerInterceptor implements NestInterceptor<CommandResult, CommandAnswer> {
  constructor(
    private readonly answers: IdempotentAnswers,
    private readonly readModel: ReadModelCatchUp,
    private readonly reflector: Reflector,
  ) {}

  intercept(
    context: ExecutionContext,
    next: CallHandler<CommandResult>,
  ): Observable<CommandAnswer> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const message = this.reflector.get<MessageKey>(COMMAND_MESSAGE, context.getHandler());
    const once = this.answers.for(request, response);
    return from(
      once(async () => {
        const result = await lastValueFrom(next.handle());
        return this.answer(request, response, message, result);
      }),
    );
  }

  private async answer(
    request: AuthenticatedRequest,
    response: Response,
    message: MessageKey,
    { reservation, revision, extra }: CommandResult,
  ): Promise<CommandAnswer> {
    response.setHeader('ETag', etagOf(revision));
    if (
      wantsReadYourWrites(request) &&
      (await this.readModel.reservationAt(reservation.reservationId, revision))
    )
      response.setHeader('Preference-Applied', 'read-your-writes');
    return {
      success: true,
      message: translate(requestLocale(request), message),
      data: reservationView(reservation, revision),
      ...extra,
    };
  }
}
