import type { Browser } from 'playwright-core';
import { browserSuite, type BrowserApp } from './browser';
import { startSmtpPeer, type SmtpPeer } from './messaging';

/**
 * browserSuite whose app sends its e-mail to a local SMTP peer (`suite.smtp`, with what it
 * received), started before the app and closed after the file's tests.
 */
export const browserSuiteWithMail = (
  name: string,
): { site: BrowserApp; browser: Browser; smtp: SmtpPeer } => {
  const suite = browserSuite(name, async () => {
    const smtp = await startSmtpPeer();
    Object.assign(suite, { smtp });
    return { SMTP_URL: smtp.url };
  }) as { site: BrowserApp; browser: Browser; smtp: SmtpPeer };
  afterAll(() => suite.smtp.close());
  return suite;
};
