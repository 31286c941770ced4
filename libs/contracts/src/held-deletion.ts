import type { DataRequestView } from './personal-data-requests';

/**
 * A guest's deletion confirmed and waiting (for the host, or the stay's end) or carried out:
 * another is neither offered nor taken (walk61). One the host answered without erasing
 * anything (it was not them) does not count.
 */
export const holdsDeletion = (request: Pick<DataRequestView, 'kind' | 'status' | 'deletion'>) =>
  request.kind === 'deletion' && (request.status === 'open' || request.deletion !== null);
