import {
  applyDecorators,
  Controller,
  createParamDecorator,
  HttpCode,
  Injectable,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { translate, type MessageKey } from '@chegada/contracts';
import { Roles } from '../auth';
import {
  requestLocale,
  type AuthenticatedRequest,
  etagOf,
  Idempotent,
  IdempotentAnswers,
} from '../common';
import { ReadModelCatchUp } from './read-model-catch-up';
import type { ReservationOutcome } from './reservation-command-runner';
import { reservationView, type ReservationView } from './reservation-view';

/** What a reservation command answers (200, or 201 for creation), with the ETag header. */
export type CommandAnswer = { success: true; message: string; data: ReservationView };

const VIEW =
  '{ id, residenceId, status (0–7), statusName, hidden, CheckIn, checkout, maxGuests, ' +
  'registeredGuests, responsibleUserId, checkoutResponsibleUserId, sensitiveDataRemoved, revision }';
export const COMMAND_ANSWER = `{ success: true, message, data: ${VIEW} }; header ETag: "<revision>"`;

/**
 * The host's reservation routes (product spec §7, under /api/stays). Owners and their
 * sub-users run the account's reservations; administrators run no property, so 403.
 */
export const ReservationsController = () =>
  applyDecorators(
    ApiTags('reservations'),
    ApiBearerAuth(),
    Roles('DEFAULT_USER', 'SUBUSER'),
    Controller('stays'),
  );

/** Documents a command route: concurrency and idempotency headers and every error status. */
export const ReservationCommandRoute = (
  summary: string,
  { status = 200, answer = COMMAND_ANSWER }: { status?: 200 | 201; answer?: string } = {},
) =>
  applyDecorators(
    HttpCode(status),
    ApiOperation({ summary }),
    Idempotent(),
    ApiHeader({
      name: 'If-Match',
      required: false,
      description:
        'The revision last read ("3", W/"3" or 3, as GET /api/stays/local/:id answers in ETag). ' +
        'A stale one answers 409 STALE_REVISION with currentRevision; without it the command ' +
        'is retried on fresh state when someone else changed the reservation meanwhile.',
    }),
    ApiHeader({ name: 'X-Request-Id', required: false, description: 'Stored as correlationId.' }),
    ApiHeader({
      name: 'Prefer',
      required: false,
      description:
        '`read-your-writes`: answer once the reservation list (a projection) shows this ' +
        'revision, so a list read after the answer sees the change (at most 3 s; the answer ' +
        'says `Preference-Applied: read-your-writes` when it does).',
    }),
    ApiResponse({ status, description: answer }),
    ApiResponse({ status: 400, description: 'VALIDATION_FAILED: field errors' }),
    ApiResponse({ status: 403, description: 'FORBIDDEN: administrators run no reservations' }),
    ApiResponse({
      status: 404,
      description: "NOT_FOUND: no reservation of the caller's account has this id",
    }),
    ApiResponse({
      status: 409,
      description:
        'STALE_REVISION (If-Match outdated; body has currentRevision), CONCURRENCY_CONFLICT, ' +
        'IDEMPOTENCY_KEY_IN_PROGRESS',
    }),
    ApiResponse({
      status: 422,
      description:
        'A lifecycle rule refuses it: TRANSITION_NOT_ALLOWED (message names the action and the ' +
        'current status), CONFIRMATION_REQUIRED, MOTIVE_REQUIRED, MAX_GUESTS_REACHED, NO_LOCK…; ' +
        'or IDEMPOTENCY_KEY_REUSED',
    }),
  );

/**
 * Runs the command once per Idempotency-Key (a repeat answers what the first run answered),
 * sets the ETag and words the answer in the caller's language; `extra` joins the answer.
 */
export type Reply = <Extra extends object = object>(
  execute: () => Promise<ReservationOutcome>,
  message: MessageKey,
  extra?: Extra | ((outcome: ReservationOutcome) => Promise<Extra>),
) => Promise<CommandAnswer & Extra>;

type Exchange = { request: AuthenticatedRequest; response: Response };

const exchange = createParamDecorator((_data: unknown, context: ExecutionContext): Exchange => ({
  request: context.switchToHttp().getRequest<AuthenticatedRequest>(),
  response: context.switchToHttp().getResponse<Response>(),
}));

@Injectable()
export class CommandReplyPipe implements PipeTransform<Exchange, Reply> {
  constructor(
    private readonly answers: IdempotentAnswers,
    private readonly readModel: ReadModelCatchUp,
  ) {}

  transform({ request, response }: Exchange): Reply {
    const once = this.answers.for(request, response);
    return (execute, message, extra) =>
      once(async () => {
        const outcome = await execute();
        const { reservation, revision } = outcome;
        response.setHeader('ETag', etagOf(revision));
        if (
          /\bread-your-writes\b/.test(String(request.headers.prefer ?? '')) &&
          (await this.readModel.reservationAt(reservation.reservationId, revision))
        )
          response.setHeader('Preference-Applied', 'read-your-writes');
        // Some answers say what the command's side effects did (newPasscode): after it ran.
        const more = typeof extra === 'function' ? await extra(outcome) : extra;
        return {
          success: true as const,
          message: translate(requestLocale(request), message),
          data: reservationView(reservation, revision),
          ...(more as NonNullable<typeof more>),
        };
      });
  }
}

/** `@CommandReply() reply` in a command route: `return reply(() => bus.execute(…), message)`. */
export const CommandReply = () => exchange(undefined, CommandReplyPipe);
