import type { MessageTemplate, MessageTemplateTexts, Locale } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

/** One message in one language (GET /api/message-templates). */
export type TemplateView = {
  template: MessageTemplate;
  locale: Locale;
  placeholders: string[];
  texts: MessageTemplateTexts;
  defaults: MessageTemplateTexts;
  custom: boolean;
};

type Which = { template: MessageTemplate; locale: Locale };

const messageTemplatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    messageTemplates: build.query<TemplateView[], void>({
      query: () => 'message-templates',
      transformResponse: (response: { items: TemplateView[] }) => response.items,
      providesTags: ['MessageTemplates'],
    }),
    saveMessageTemplate: build.mutation<TemplateView, Which & { texts: MessageTemplateTexts }>({
      query: ({ template, locale, texts }) => ({
        url: `message-templates/${template}/${locale}`,
        method: 'PUT',
        body: texts,
      }),
      invalidatesTags: ['MessageTemplates'],
    }),
    restoreMessageTemplate: build.mutation<TemplateView, Which>({
      query: ({ template, locale }) => ({
        url: `message-templates/${template}/${locale}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['MessageTemplates'],
    }),
  }),
});

export const {
  useMessageTemplatesQuery,
  useSaveMessageTemplateMutation,
  useRestoreMessageTemplateMutation,
} = messageTemplatesApi;
