import { useIntl, type IntlShape } from 'react-intl';
import type { DataPart, DataRequestView } from '@chegada/contracts';
import { ACCOUNT_TIME_ZONE } from '../../lib/i18n/format';

/** What waits for the stay's end when a deletion is asked before it, in the outcome's order. */
const WAITING_PARTS: readonly DataPart[] = ['contact', 'documents', 'form'];

/**
 * The line "Destroyed at the end of the stay, on <day>: <parts>." in the reader's language, on
 * the clock `timeZone` reads (the review's is the property's).
 */
export const restAtStayEndLine = (
  intl: IntlShape,
  parts: readonly DataPart[],
  at: string,
  timeZone: string | undefined,
): string =>
  intl.formatMessage(
    { id: 'guestDataRequests.removedAtStayEnd' },
    {
      date: intl.formatDate(at, { dateStyle: 'long', timeZone }),
      parts: intl.formatList(
        parts.map((part) =>
          intl.formatMessage({ id: `guestDataRequests.part.${part}` }, { reference: '' }),
        ),
      ),
    },
  );

/**
 * What went at the stay's end (or at the host's early checkout), and on which day: the line
 * beside what went at once, in the words the review and the guest's page use (walk62). Null
 * while nothing went then.
 */
export const useRestAtStayEnd = () => {
  const intl = useIntl();
  return (request: DataRequestView): string | null => {
    if (!request.completedAt || !request.deletion) return null;
    const atOnce = request.deletion.removed;
    const parts = WAITING_PARTS.filter((part) => !atOnce.includes(part));
    if (parts.length === 0) return null;
    return restAtStayEndLine(intl, parts, request.completedAt, ACCOUNT_TIME_ZONE);
  };
};
