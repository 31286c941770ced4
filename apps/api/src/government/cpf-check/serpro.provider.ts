import type { Provider } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { SerproClient } from './serpro.client';

export const SERPRO_CLIENT = Symbol('SerproClient');

/** The Serpro contract's client, or null without a consumer key and secret (checks off). */
export const serproProvider: Provider = {
  provide: SERPRO_CLIENT,
  inject: [CONFIG],
  useFactory: (config: Config): SerproClient | null =>
    config.SERPRO_CONSUMER_KEY && config.SERPRO_CONSUMER_SECRET
      ? new SerproClient({
          apiUrl: config.SERPRO_API_URL,
          consumerKey: config.SERPRO_CONSUMER_KEY,
          consumerSecret: config.SERPRO_CONSUMER_SECRET,
        })
      : null,
};
