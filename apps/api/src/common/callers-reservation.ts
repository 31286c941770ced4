import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiParam, ApiResponse } from '@nestjs/swagger';
import type { AuthenticatedRequest, AuthenticatedUser } from './authenticated-user';
import { IdParamPipe } from './id-param.pipe';

/** A reservation a route names (`reservations/:id/…`), and the caller asking about it. */
export type CallersReservation = { id: string; caller: AuthenticatedUser };

const callersReservation = createParamDecorator(
  (_data: unknown, context: ExecutionContext): CallersReservation => {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // The bearer guard has run: a route that names a caller's reservation always has a caller.
    const caller = request.user as AuthenticatedUser;
    return { id: new IdParamPipe().transform(String(request.params.id)), caller };
  },
);

/**
 * The route's `:id` (a uuid, else 404) with the caller, for a route about one reservation of
 * the caller's account. The service it calls answers 404 NOT_FOUND when the account has no
 * such reservation; this documents that answer (worded `notFound`) and the path's id once for
 * every such route.
 */
export const CallersReservation =
  (notFound = "NOT_FOUND: no reservation of the caller's account"): ParameterDecorator =>
  (target, key, index) => {
    callersReservation()(target, key, index);
    if (!key) return;
    const route = Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor;
    ApiParam({ name: 'id', type: String })(target, key, route);
    ApiResponse({ status: 404, description: notFound })(target, key, route);
  };
