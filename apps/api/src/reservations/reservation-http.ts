import { applyDecorators, Controller, HttpCode, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { MessageKey } from '@chegada/contracts';
import { Idempotent, Roles } from '../common';
import { COMMAND_MESSAGE } from './command-answers';

const VIEW =
  '{ id, residenceId, status (0–7), statusName, hidden, CheckIn, checkout, maxGuests, ' +
  'registeredGuests, responsibleUserId, checkoutResponsibleUserId, sensitiveDataRemoved, revision }';
export const COMMAND_ANSWER = `{ success: true, message, data: ${VIEW} }; header ETag: "<revision>"`;

/**
 * The host's reservation routes (product spec §7, under /api/stays). Owners and their
 * sub-users run the account's reservations; administrators run no residence, so 403.
 */
export const ReservationsController = () =>
  applyDecorators(
    ApiTags('reservations'),
    ApiBearerAuth(),
    Roles('DEFAULT_USER', 'SUBUSER'),
    Controller('stays'),
  );

type CommandRoute = {
  /** The OpenAPI summary. */
  summary: string;
  /** What the answer says once the command succeeded. */
  message: MessageKey;
  status?: 200 | 201;
  /** The documented answer, when it says more than the reservation. */
  answer?: string;
};

/**
 * A reservation command route: its method answers through CommandAnswers (idempotency, ETag,
 * read-your-writes, and `message`, which `@CommandCall()` carries to it). Documents the
 * concurrency and idempotency headers and every error status.
 */
export const ReservationCommandRoute = ({
  summary,
  message,
  status = 200,
  answer = COMMAND_ANSWER,
}: CommandRoute) =>
  applyDecorators(
    SetMetadata(COMMAND_MESSAGE, message),
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
