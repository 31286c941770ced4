import type { ProcessNotificationAnswer } from '@chegada/contracts';
import { baseApi } from '../../../lib/api/base-api';

const processNotificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** What the link does; nothing happens yet. */
    notificationPreview: build.query<ProcessNotificationAnswer, string>({
      query: (token) => ({ url: 'stays/process-notification', method: 'POST', body: { token } }),
    }),
    /** Does it, once. */
    processNotification: build.mutation<ProcessNotificationAnswer, string>({
      query: (token) => ({
        url: 'stays/process-notification',
        method: 'POST',
        body: { token, confirm: true },
      }),
    }),
  }),
});

export const { useNotificationPreviewQuery, useProcessNotificationMutation } =
  processNotificationApi;
