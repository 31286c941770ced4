import type { IntlShape } from 'react-intl';
import { describeApiError, isApiError } from '../../../lib/api/api-error';

/** A failed call as a step keeps it: worded when shown, in the language shown then. */
export type Failure = { error: unknown; locale: string };

export const failureOf = (error: unknown, intl: IntlShape): Failure => ({
  error,
  locale: intl.locale,
});

/**
 * The failure's words in the page's language now. The server words its answer in the language
 * the call was made in: after the guest switched language, its words are left out (the step's
 * own sentence, in the new language, stands for them) rather than mix two languages (issue 29).
 */
export const failureText = (intl: IntlShape, { error, locale }: Failure): string =>
  isApiError(error) && error.messageId === null && locale !== intl.locale
    ? ''
    : describeApiError(intl.formatMessage, error);
