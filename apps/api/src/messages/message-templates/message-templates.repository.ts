import { Injectable } from '@nestjs/common';
import type { ColumnType } from 'kysely';
import type { MessageTemplateTexts } from '@chegada/contracts';
import type { MessageTemplate, TemplateLocale } from '@chegada/messaging';
import { TablesRepository } from '../../infrastructure';

type TemplatesTables = {
  message_templates: {
    account_id: string;
    template: string;
    locale: string;
    texts: ColumnType<MessageTemplateTexts, string, string>;
    updated_at: ColumnType<Date, never, Date>;
  };
};

/** A host's own texts, by `template/locale`; a message without one uses the shipped texts. */
export type HostTemplates = ReadonlyMap<string, MessageTemplateTexts>;

export const hostTemplateKey = (template: MessageTemplate, locale: TemplateLocale): string =>
  `${template}/${locale}`;

@Injectable()
export class MessageTemplatesRepository extends TablesRepository<TemplatesTables> {
  async ofAccount(accountId: string): Promise<HostTemplates> {
    const rows = await this.db
      .selectFrom('message_templates')
      .select(['template', 'locale', 'texts'])
      .where('account_id', '=', accountId)
      .execute();
    return new Map(rows.map((row) => [`${row.template}/${row.locale}`, row.texts]));
  }

  async save(
    accountId: string,
    template: MessageTemplate,
    locale: TemplateLocale,
    texts: MessageTemplateTexts,
  ): Promise<void> {
    const json = JSON.stringify(texts);
    await this.db
      .insertInto('message_templates')
      .values({ account_id: accountId, template, locale, texts: json })
      .onConflict((conflict) =>
        conflict
          .columns(['account_id', 'template', 'locale'])
          .doUpdateSet({ texts: json, updated_at: new Date() }),
      )
      .execute();
  }

  async remove(accountId: string, template: MessageTemplate, locale: TemplateLocale) {
    await this.db
      .deleteFrom('message_templates')
      .where('account_id', '=', accountId)
      .where('template', '=', template)
      .where('locale', '=', locale)
      .execute();
  }
}
