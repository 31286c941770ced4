import { DEPOSIT_PROOF_FIELD } from '@chegada/contracts';
import { prepareRequest } from '../../../components/form/schema-validation';
import type { GuestFormPage } from '../api/guest-form-types';
import { toleratingMasks } from '../privacy/masks';
import { stepSchema } from './step-schemas';
import type { WizardValues } from './step-values';
import { stepsMissing, type StepId } from './wizard-steps';

const stored = (page: GuestFormPage, part: string) => page.files.main?.includes(part) ?? false;

/** The step's request, as the step itself sends it (the holder's age needs the check-in). */
const requestOf = (step: keyof WizardValues, values: WizardValues) =>
  step === 'holder' ? { ...values.holder, checkInDate: values.stay.checkInDate } : values[step];

/** Whether a step holds what its Continue asks: its fields pass, its files are on the server. */
const isComplete = async (page: GuestFormPage, step: StepId, values: WizardValues) => {
  if (stepsMissing(page.missing).has(step)) return false;
  if (step === 'deposit') return stored(page, DEPOSIT_PROOF_FIELD);
  if (step === 'documents')
    return (
      (!page.company.requireSelfie || stored(page, 'doc_selfie')) &&
      (stored(page, 'doc_digital') || (stored(page, 'doc_front') && stored(page, 'doc_back')))
    );
  const ownLink = (index: number) => values.guests.additionalGuests[index]?.ownLink === true;
  const schema = toleratingMasks(stepSchema(page, step, ownLink));
  return schema.validate(prepareRequest(requestOf(step, values))).then(
    () => true,
    () => false,
  );
};

/**
 * Where a link to step `target` (?step=, a reload, a shared address) may open: there if every
 * step before it is complete, else at the first one that is not.
 */
export const openableStep = async (
  page: GuestFormPage,
  steps: StepId[],
  values: WizardValues,
  target: number,
): Promise<number> => {
  for (let index = 0; index < target; index += 1) {
    const step = steps[index];
    if (step && !(await isComplete(page, step, values))) return index;
  }
  return target;
};

/** A file's label: the selfie marked "(optional)" when the host asks none (issue 29). */
export const documentLabelId = (page: GuestFormPage, kind: string): string =>
  kind === 'doc_selfie' && !page.company.requireSelfie
    ? 'guest.documents.doc_selfieOptional'
    : `guest.documents.${kind}`;
