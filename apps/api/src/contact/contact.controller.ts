import { Controller, Headers, Ip, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  contactSchema,
  newContactSchema,
  translate,
  type ContactRequest,
  type NewContactRequest,
} from '@chegada/contracts';
import { Public } from '../auth';
import { YupBody, ApiAnswers, requestLocale } from '../common';
import type { FormOrigin } from './contact.repository';
import { ContactService } from './contact.service';

type Submitted = { message: string };

const submitted = (request: Request): Submitted => ({
  message: translate(requestLocale(request), 'contact.submitted'),
});

@ApiTags('contact')
@ApiAnswers({
  201: "{ message: 'Form submitted successfully!' }, translated",
  400: 'VALIDATION_FAILED with the field errors',
  429: 'TOO_MANY_ATTEMPTS: 5 submissions per IP in 10 minutes',
})
@Public()
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @ApiOperation({ summary: 'The contact form: stores the message and e-mails support' })
  async sendMessage(
    @YupBody(contactSchema) body: ContactRequest,
    @Ip() ip: string,
    @Headers('user-agent') userAgent: string | undefined,
    @Req() request: Request,
  ): Promise<Submitted> {
    await this.contact.sendMessage(body, origin(ip, userAgent));
    return submitted(request);
  }

  @Post('new-contact')
  @ApiOperation({
    summary: "The registration site's lead form: stores the lead and e-mails support",
  })
  async registerLead(
    @YupBody(newContactSchema) body: NewContactRequest,
    @Ip() ip: string,
    @Headers('user-agent') userAgent: string | undefined,
    @Req() request: Request,
  ): Promise<Submitted> {
    await this.contact.registerLead(body, origin(ip, userAgent));
    return submitted(request);
  }
}

const origin = (ip: string, userAgent: string | undefined): FormOrigin => ({
  ip,
  userAgent: userAgent?.slice(0, 500) ?? null,
});
