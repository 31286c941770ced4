import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiParam, ApiResponse } from '@nestjs/swagger';
import { IdParamPipe, type AuthenticatedRequest, type AuthenticatedUser } from '../common';

/** A reservation a route names (`reservations/:id/…`), and the caller asking about it. */
export type CallersReservation = { id: string; caller: AuthenticatedUser };

const NOT_THE_CALLERS = "NOT_FOUND: no reservation of the caller's account";

/**
 * The route's `:id` (a uuid, else 404) with the caller, for a route about one reservation of
 * the caller's account. The service it calls answers 404 NOT_FOUND when the account has no
 * such reservation; this decorator documents that answer and the path's id once for them all.
 */
export const CallersReservation = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CallersReservation => {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // The bearer guard has run: a route under ReservationsController always has a caller.
    const caller = request.user as AuthenticatedUser;
    return { id: new IdParamPipe().transform(String(request.params.id)), caller };
  },
  [
    (target, key) => {
      if (!key) return;
      const route = Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor;
      ApiParam({ name: 'id', type: String })(target, key, route);
      ApiResponse({ status: 404, description: NOT_THE_CALLERS })(target, key, route);
    },
  ],
);
