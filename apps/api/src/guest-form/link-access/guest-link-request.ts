import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { guestLinkPath, type SaveGuestFormAnswer } from '@chegada/contracts';
import { AccessLog } from '../../access-log';
import {
  AppError,
  guestCommandContextOf,
  RateLimiter,
  type CommandContext,
  type RateLimit,
} from '../../common';
import { GuestDevices, seesInFull } from './device-access/guest-devices';
import { holdsPersonalData } from '../form-rules';
import { GuestLinkService, type GuestLinkTarget } from './guest-link.service';

/** The headers a guest's browser sends with every call of its link. */
// Writes through a guest link (saves, uploads started): generous for a guest on a weak
// connection retrying, tight for a script trying links.
export const GUEST_SAVES: RateLimit = { name: 'guest-form-save', max: 120, windowSeconds: 600 };

/** What a write through a guest link answers besides its own answers: no link, a closed form. */
export const GUEST_LINK_WRITE_ANSWERS = {
  404: 'NOT_FOUND: no such link',
  422: 'TRANSITION_NOT_ALLOWED: the form can no longer change',
};

export type GuestLinkHeaders = {
  source: string | undefined;
  friendlyCode: string | undefined;
  additionalGuestKey: string | undefined;
};

const headerOf = (request: Request, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const LINK_HEADERS = 'source, friendlycode, additionalguestkey';

/**
 * The link headers of the request (source, friendlycode, additionalguestkey). They select the
 * answer, which says so in Vary, whatever it turns out to be (a 404 too).
 */
/** The link headers of the request in `context`; the answer varies with them. */
export const linkHeadersOf = (context: ExecutionContext): GuestLinkHeaders => {
  const request = context.switchToHttp().getRequest<Request>();
  context.switchToHttp().getResponse<Response>().vary(LINK_HEADERS);
  return {
    source: headerOf(request, 'source'),
    friendlyCode: headerOf(request, 'friendlycode'),
    additionalGuestKey: headerOf(request, 'additionalguestkey'),
  };
};

export const LinkHeaders = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  linkHeadersOf(context),
);

/** Documents the link headers; `ownLink` says what an additional guest's link does here. */
export const ApiGuestLinkHeaders = (
  ownLink = "An additional guest's own link: only that guest's part is saved",
) =>
  applyDecorators(
    ApiHeader({ name: 'source', required: true, description: 'The booking source of the link' }),
    ApiHeader({ name: 'friendlycode', required: false, description: "The company's link code" }),
    ApiHeader({ name: 'additionalguestkey', required: false, description: ownLink }),
  );

/** A guest's request resolved to its link: what it may change, and as whom. */
export type GuestLinkRequest = {
  reservationId: string;
  target: GuestLinkTarget;
  context: CommandContext;
  additionalGuestKey: string | undefined;
  /** 'main' or the additional guest's key. */
  guest: string;
};

/**
 * Resolves a guest's request to its link (any wrong part: the same 404) and saves through it,
 * for every route that saves the guest form: the PUT and a resumable upload's last chunk.
 */
@Injectable()
export class GuestLinkRequests {
  constructor(
    private readonly links: GuestLinkService,
    private readonly devices: GuestDevices,
    private readonly limiter: RateLimiter,
    private readonly accessLog: AccessLog,
  ) {}

  /** The guest's session in the access log (Marco Civil art. 15): one row per day and address. */
  async logAccess(target: GuestLinkTarget, guest: string, request: Request): Promise<void> {
    const { reservationId, accountId } = target.reservation;
    const ip = request.ip ?? 'unknown';
    await this.accessLog.record({ kind: 'guest-link', accountId, reservationId, guest, ip });
  }

  /** Counts the request against `limit` by its address, then resolves it to its link. */
  async resolveWithin(
    limit: RateLimit,
    reservationId: string,
    headers: GuestLinkHeaders,
    request: Request,
  ): Promise<GuestLinkRequest> {
    await this.limiter.consume(limit, request.ip ?? 'unknown');
    return this.resolve(reservationId, headers, request);
  }

  async resolve(
    reservationId: string,
    headers: GuestLinkHeaders,
    request: Request,
  ): Promise<GuestLinkRequest> {
    const { source, friendlyCode, additionalGuestKey } = headers;
    if (!source) throw new AppError('NOT_FOUND');
    const target = await this.links.resolve({
      reservationId,
      source,
      ...(friendlyCode ? { friendlyCode } : {}),
    });
    const link = guestLinkPath({
      friendlyCode: target.company.friendlyCode,
      source,
      reservationId,
      additionalGuestKey,
    });
    const context = guestCommandContextOf(request, target.reservation.accountId, link);
    await this.logAccess(target, additionalGuestKey ?? 'main', request);
    return {
      reservationId,
      target,
      context,
      additionalGuestKey,
      guest: additionalGuestKey ?? 'main',
    };
  }

  /** Saves, then lets this browser see in full what it saved (the device cookie). */
  async saveAndGrant(
    link: GuestLinkRequest,
    request: Request,
    response: Response,
    save: () => Promise<SaveGuestFormAnswer>,
  ): Promise<SaveGuestFormAnswer> {
    const { reservationId, target, guest } = link;
    const access = await this.devices.accessOf(request, reservationId);
    const answer = await save();
    // The device that saves a guest's data first sees it; a later one re-enters or unlocks. A
    // companion's first save through their own link is theirs, whatever the holder typed.
    const firstOwnSave = guest !== 'main' && !target.state.savedOnOwnLink.includes(guest);
    if (seesInFull(access, guest) || firstOwnSave || !holdsPersonalData(target.state.form, guest))
      await this.devices.grant(request, response, reservationId, guest, 'saved');
    return answer;
  }
}
