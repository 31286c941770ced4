import { Controller, createParamDecorator, Post, Req, type ExecutionContext } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  contactSchema,
  newContactSchema,
  translate,
  type ContactRequest,
  type NewContactRequest,
} from '@chegada/contracts';
import { YupBody, ApiAnswers, requestLocale, FIELD_ERRORS, Public } from '../common';
import type { FormOrigin } from './contact.repository';
import { ContactService } from './contact.service';

type Submitted = { message: string };

const submitted = (request: Request): Submitted => ({
  message: translate(requestLocale(request), 'contact.submitted'),
});

/** Where a public form came from, as stored beside it: the IP and the browser (500 characters). */
const Origin = createParamDecorator((_: unknown, context: ExecutionContext): FormOrigin => {
  const request = context.switchToHttp().getRequest<Request>();
  return { ip: request.ip ?? '', userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
});

@ApiTags('contact')
@ApiAnswers({
  201: "{ message: 'Form submitted successfully!' }, translated",
  400: FIELD_ERRORS,
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
    @Origin() origin: FormOrigin,
    @Req() request: Request,
  ): Promise<Submitted> {
    await this.contact.sendMessage(body, origin);
    return submitted(request);
  }

  @Post('new-contact')
  @ApiOperation({
    summary: "The registration site's lead form: stores the lead and e-mails support",
  })
  async registerLead(
    @YupBody(newContactSchema) body: NewContactRequest,
    @Origin() origin: FormOrigin,
    @Req() request: Request,
  ): Promise<Submitted> {
    await this.contact.registerLead(body, origin);
    return submitted(request);
  }
}
