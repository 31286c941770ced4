import type { DeletionOutcome, KeptPart } from '@chegada/contracts';
import type { RequestOutcome } from '../request-outcome';

/**
 * A deletion as the guest reads it now (walk57): what went when it was answered, and what is
 * kept as it is today — after the stay's end, what its last run kept (the lines the completion
 * e-mail listed); and the stay's FNRH record read now, since a stay registered in FNRH after
 * the answer is kept by the government all the same.
 */
export const deletionReadNow = (
  outcome: RequestOutcome | null,
  fnrhReservaId: string | null,
): DeletionOutcome | null => {
  const answered = outcome?.deletion;
  if (!answered) return null;
  const kept = outcome.completed?.deletion.kept ?? answered.kept;
  const fnrh: KeptPart[] = fnrhReservaId
    ? [{ part: 'fnrh', reason: 'governmentRegister', until: null, reference: fnrhReservaId }]
    : kept.filter(({ part }) => part === 'fnrh');
  return {
    removed: answered.removed,
    kept: [...kept.filter(({ part }) => part !== 'fnrh'), ...fnrh],
  };
};
