import { Controller, HttpCode, Param, Put, Req, Res } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  ApiAnswers,
  commandContextOf,
  CurrentUser,
  type AuthenticatedUser,
  Public,
  Roles,
} from '../../common';
import {
  ApiGuestLinkHeaders,
  GUEST_DEVICE_COOKIE,
  GUEST_LINK_WRITE_ANSWERS,
  GUEST_SAVES,
  GuestLink,
  type GuestLinkRequest,
  GuestLinkRequests,
  GuestLinkService,
} from '../link-access';
import type { SaveGuestFormAnswer } from '@chegada/contracts';
import { SaveGuestFormService } from './save-guest-form.service';

const BODY =
  'multipart/form-data: a `data` part holding the form as JSON (submit: true to submit, false ' +
  'to save a part) and file parts doc_front, doc_back, doc_digital, doc_selfie, deposit_proof, ' +
  'guest_<i>_doc_front, guest_<i>_doc_back, guest_<i>_doc_selfie (JPEG, PNG, WebP, HEIC or PDF)';

/** How either way of saving refuses a body: the guest's or the host's. */
const BODY_REFUSALS = {
  400: `VALIDATION_FAILED with field errors. Body: ${BODY}`,
  413: 'PAYLOAD_TOO_LARGE: a file over the size limit',
};

const ANSWER =
  '{ status, missing: [field or file part], guestPassCode: { success, message } | null }';

@ApiTags('guest form')
@Controller('stays')
export class SaveGuestFormHttpController {
  constructor(
    private readonly links: GuestLinkService,
    private readonly forms: SaveGuestFormService,
    private readonly linkRequests: GuestLinkRequests,
  ) {}

  @Public()
  @Put('guestForm/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'The guest saves part of the form or submits it (guest link)' })
  @ApiConsumes('multipart/form-data')
  @ApiGuestLinkHeaders()
  @ApiAnswers({
    200:
      `${ANSWER}. A field sent back holding a mask (•) keeps what was stored. The first ` +
      `browser to save a guest's personal data (or one that already sees it) gets the ` +
      `${GUEST_DEVICE_COOKIE} cookie that shows that data in full on GET.`,
    ...BODY_REFUSALS,
    ...GUEST_LINK_WRITE_ANSWERS,
  })
  async saveAsGuest(
    @GuestLink(GUEST_SAVES) link: GuestLinkRequest,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SaveGuestFormAnswer> {
    return this.linkRequests.saveAndGrant(link, request, response, () =>
      this.forms.save(link.target, request, link.context, link.additionalGuestKey),
    );
  }

  @Roles('DEFAULT_USER', 'SUBUSER')
  @Put('guestForm-admin/:id')
  @HttpCode(200)
  @ApiOperation({ summary: "The host fills in the form on the guest's behalf" })
  @ApiConsumes('multipart/form-data')
  @ApiAnswers({
    200: ANSWER,
    ...BODY_REFUSALS,
    404: "NOT_FOUND: no reservation of the caller's account",
  })
  async saveAsHost(
    @Param('id') id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
  ): Promise<SaveGuestFormAnswer> {
    const target = await this.links.resolveForHost(id, user.accountId);
    return this.forms.save(target, request, commandContextOf(request));
  }
}
