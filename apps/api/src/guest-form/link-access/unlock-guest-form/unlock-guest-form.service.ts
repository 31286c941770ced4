import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  translate,
  type GuestFormUnlockCodeRequest,
  type GuestFormUnlockRequest,
  type Locale,
} from '@chegada/contracts';
import { AppError, RateLimiter, type RateLimit } from '../../../common';
import { GuestDevices } from '../device-access/guest-devices';
import { unlockDestinationsOf } from '../device-access/unlock-destinations';
import { additionalGuestKeysOf } from '../../form-rules';
import { GuestLinkService, type GuestLink, type GuestLinkTarget } from '../guest-link.service';
import { CodeDelivery } from '../one-time-codes/code-delivery';
import { OneTimeCodes } from '../one-time-codes/one-time-codes';

/** A guest link, with the additional guest's key when it is that guest's own link. */
export type UnlockLink = GuestLink & { additionalGuestKey?: string };

export type UnlockCodeAnswer = { success: true; message: string; destination: string };
export type UnlockAnswer = { success: true; message: string };

// As import codes: three codes in ten minutes per guest bound the guesses to fifteen.
const CODES_BY_GUEST: RateLimit = { name: 'unlock-code:guest', max: 3, windowSeconds: 10 * 60 };
const CODES_BY_IP: RateLimit = { name: 'unlock-code:ip', max: 10, windowSeconds: 60 * 60 };
const UNLOCKS_BY_IP: RateLimit = { name: 'unlock:ip', max: 30, windowSeconds: 10 * 60 };

/** The approved WhatsApp authentication template that carries the code (copy-code button). */
export const UNLOCK_CODE_TEMPLATE = 'chegada_unlock_code';

const scopeOf = (reservationId: string, guest: string): string =>
  `guest-form:unlock:${reservationId}:${guest}`;

/**
 * Shows a guest's saved personal data on another device (issue 15): a 6-digit code goes to
 * that guest's e-mail or WhatsApp, and the right code marks this browser as allowed.
 */
@Injectable()
export class UnlockGuestFormService {
  constructor(
    private readonly links: GuestLinkService,
    private readonly limiter: RateLimiter,
    private readonly codes: OneTimeCodes,
    private readonly delivery: CodeDelivery,
    private readonly devices: GuestDevices,
  ) {}

  async sendCode(
    link: UnlockLink,
    request: GuestFormUnlockCodeRequest,
    locale: Locale,
    ip: string,
  ): Promise<UnlockCodeAnswer> {
    await this.limiter.consume(CODES_BY_IP, ip);
    const { target, guest } = await this.resolve(link);
    await this.limiter.consume(CODES_BY_GUEST, `${link.reservationId}:${guest}`);
    const destination = unlockDestinationsOf(target, guest).find(
      (candidate) => !request.channel || candidate.channel === request.channel,
    );
    if (!destination)
      throw new AppError('VALIDATION_FAILED', [{ field: 'channel', key: 'validation.chooseOne' }]);
    const message = {
      subject: 'guestFormUnlock.email.subject',
      text: 'guestFormUnlock.email.text',
      template: UNLOCK_CODE_TEMPLATE,
      values: { company: target.company.name },
    } as const;
    await this.delivery.issueAndSend(
      scopeOf(link.reservationId, guest),
      destination,
      message,
      locale,
    );
    const sent = translate(locale, 'guestFormUnlock.codeSent', {
      destination: destination.masked,
    });
    return { success: true, message: sent, destination: destination.masked };
  }

  async unlock(
    link: UnlockLink,
    body: GuestFormUnlockRequest,
    http: { request: Request; response: Response },
    locale: Locale,
  ): Promise<UnlockAnswer> {
    await this.limiter.consume(UNLOCKS_BY_IP, http.request.ip ?? 'unknown');
    const { guest } = await this.resolve(link);
    const check = await this.codes.check(scopeOf(link.reservationId, guest), body.code);
    if (check !== 'ok')
      throw new AppError(check === 'invalid' ? 'IMPORT_CODE_INVALID' : 'IMPORT_CODE_EXPIRED');
    await this.devices.grant(http.request, http.response, link.reservationId, guest, 'unlocked');
    return { success: true, message: translate(locale, 'guestFormUnlock.unlocked') };
  }

  private async resolve(link: UnlockLink): Promise<{ target: GuestLinkTarget; guest: string }> {
    const { additionalGuestKey, ...guestLink } = link;
    const target = await this.links.resolve(guestLink);
    if (additionalGuestKey === undefined) return { target, guest: 'main' };
    if (!additionalGuestKeysOf(target.state.form).includes(additionalGuestKey))
      throw new AppError('NOT_FOUND');
    return { target, guest: additionalGuestKey };
  }
}
