import {
  createParamDecorator,
  Injectable,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import type { RateLimit } from '../../common';
import {
  GuestLinkRequests,
  linkHeadersOf,
  type GuestLinkHeaders,
  type GuestLinkRequest,
} from './guest-link-request';

/** What a call through a guest link brings: the path's reservation id, its headers, the request. */
type GuestLinkCall = {
  limit: RateLimit | undefined;
  reservationId: string;
  headers: GuestLinkHeaders;
  request: Request;
};

/** Counts the call against its limit, if any, then resolves it to its link (any wrong part: 404). */
@Injectable()
export class ResolveGuestLinkPipe implements PipeTransform<GuestLinkCall> {
  constructor(private readonly links: GuestLinkRequests) {}

  transform({ limit, reservationId, headers, request }: GuestLinkCall): Promise<GuestLinkRequest> {
    return limit
      ? this.links.resolveWithin(limit, reservationId, headers, request)
      : this.links.resolve(reservationId, headers, request);
  }
}

const GuestLinkCallOf = createParamDecorator(
  (limit: RateLimit | undefined, context: ExecutionContext): GuestLinkCall => {
    const request = context.switchToHttp().getRequest<Request>();
    const reservationId = String(request.params.id);
    return { limit, reservationId, headers: linkHeadersOf(context), request };
  },
  [
    (target, key) => {
      if (!key) return;
      const route = Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor;
      ApiParam({ name: 'id', type: String })(target, key, route);
    },
  ],
);

/**
 * The guest link a route's call comes through (`…/guestForm/:id/…` with the link headers),
 * resolved after counting the call against `limit` by its address (a read that any visit
 * makes names none). Document the headers with ApiGuestLinkHeaders.
 */
export const GuestLink = (limit?: RateLimit) => GuestLinkCallOf(limit, ResolveGuestLinkPipe);
