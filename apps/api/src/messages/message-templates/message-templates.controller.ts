import { Body, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import {
  messageTemplateTextsSchema,
  messageTemplates,
  templatePlaceholders,
  type MessageTemplate,
  type MessageTemplateTexts,
} from '@chegada/contracts';
import {
  defaultTemplateTexts,
  editableTextsOf,
  templateLocales,
  type TemplateLocale,
} from '@chegada/messaging';
import {
  ApiYupBody,
  AppError,
  CurrentUser,
  YupValidationPipe,
  type AuthenticatedUser,
  AccountOwnerController,
} from '../../common';
import { hostTemplateKey, MessageTemplatesRepository } from './message-templates.repository';

/** One message in one language as the editor shows it. */
export type MessageTemplateView = {
  template: MessageTemplate;
  locale: TemplateLocale;
  placeholders: readonly string[];
  /** What is sent: the host's words when saved, the shipped ones otherwise. */
  texts: MessageTemplateTexts;
  defaults: MessageTemplateTexts;
  custom: boolean;
};

const ITEM =
  '{ template, locale, placeholders, texts: { subject, body, action?, approveAction? }, ' +
  'defaults, custom }';

const messageOf = (template: string, locale: string) => {
  const known = messageTemplates.find((name) => name === template);
  const language = templateLocales.find((name) => name === locale);
  if (!known || !language) throw new AppError('NOT_FOUND');
  return { template: known, locale: language };
};

/** /u/models: the store owner's words for each message, per language (sub-users do not edit). */
@AccountOwnerController('message-templates', 'message-templates')
export class MessageTemplatesController {
  constructor(private readonly templates: MessageTemplatesRepository) {}

  @Get()
  @ApiOperation({ summary: 'Every message in every language, the host’s words or the defaults' })
  @ApiResponse({ status: 200, description: `{ items: [${ITEM}] }` })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<{ items: MessageTemplateView[] }> {
    const saved = await this.templates.ofAccount(user.accountId);
    const items = messageTemplates.flatMap((template) =>
      templateLocales.map((locale) =>
        this.viewOf(template, locale, saved.get(hostTemplateKey(template, locale))),
      ),
    );
    return { items };
  }

  @Put(':template/:locale')
  @ApiOperation({ summary: 'Saves the host’s words; only the message’s placeholders are allowed' })
  @ApiYupBody(messageTemplateTextsSchema('guest-link'))
  @ApiResponse({ status: 200, description: ITEM })
  @ApiResponse({ status: 400, description: 'VALIDATION_FAILED, e.g. an unknown {placeholder}' })
  @ApiResponse({ status: 404, description: 'NOT_FOUND: no such message or language' })
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Param('template') name: string,
    @Param('locale') lang: string,
    @Body() body: unknown,
  ): Promise<MessageTemplateView> {
    const { template, locale } = messageOf(name, lang);
    const texts = await new YupValidationPipe(messageTemplateTextsSchema(template)).transform(body);
    const kept = withoutEmptyLabels(texts);
    await this.templates.save(user.accountId, template, locale, kept);
    return this.viewOf(template, locale, kept);
  }

  @Delete(':template/:locale')
  @ApiOperation({ summary: 'Restores the shipped words of one message in one language' })
  @ApiResponse({ status: 200, description: ITEM })
  async restore(
    @CurrentUser() user: AuthenticatedUser,
    @Param('template') name: string,
    @Param('locale') lang: string,
  ): Promise<MessageTemplateView> {
    const { template, locale } = messageOf(name, lang);
    await this.templates.remove(user.accountId, template, locale);
    return this.viewOf(template, locale);
  }

  private viewOf(
    template: MessageTemplate,
    locale: TemplateLocale,
    own?: MessageTemplateTexts,
  ): MessageTemplateView {
    const defaults = editableTextsOf(defaultTemplateTexts(template, locale));
    const placeholders = templatePlaceholders[template];
    return { template, locale, placeholders, texts: own ?? defaults, defaults, custom: !!own };
  }
}

// An empty button label is "no button", as the shipped texts have none.
const withoutEmptyLabels = ({ action, approveAction, ...texts }: MessageTemplateTexts) => ({
  ...texts,
  ...(action ? { action } : {}),
  ...(approveAction ? { approveAction } : {}),
});
