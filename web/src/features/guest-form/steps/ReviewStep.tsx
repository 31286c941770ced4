import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import type { Outbox } from '../../../lib/offline/use-outbox';
import { useSaveGuestFormMutation } from '../api/guest-form-api';
import type { GuestLink } from '../api/guest-form-types';
import { FormSummary } from '../components/FormSummary';
import { PendingCompanionLinks } from '../components/PendingCompanionLinks';
import { minorNames } from '../components/people-summary';
import { formContextOf, stepSchema } from './step-schemas';
import type { FieldStepProps } from './step-props';
import type { TermsValues, WizardValues } from './step-values';
import { ConsentFields } from './ConsentFields';
import { StepForm } from './StepForm';
import { stepOfPath, stepTitleId, type StepId } from './wizard-steps';

type Props = FieldStepProps<TermsValues> & {
  link: GuestLink;
  outbox: Outbox;
  all: WizardValues;
  onEdit: (step: StepId) => void;
};

const given = (values: object) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));

/** What a refused submission lacks, by step, each with a link to it. */
const Problems = ({
  error,
  onEdit,
  requireSelfie,
}: {
  error: unknown;
  onEdit: (step: StepId) => void;
  requireSelfie: boolean;
}) => {
  const intl = useIntl();
  const steps = [
    ...new Set(
      (isApiError(error) ? (error.errors ?? []) : []).map((issue) => stepOfPath(issue.field)),
    ),
  ];
  return (
    <div className="form-problem" role="alert">
      <p>
        {steps.length > 0 ? (
          <FormattedMessage id="guest.fillRequired" />
        ) : (
          describeApiError(intl.formatMessage, error)
        )}
      </p>
      <ul>
        {steps.map((step) => (
          <li key={step}>
            <button type="button" className="link-button" onClick={() => onEdit(step)}>
              <FormattedMessage id={stepTitleId(step, requireSelfie)} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
};

/**
 * Everything on one page with an edit link per step, then the terms of use, the image terms and
 * the biometric consent (its text and version), and the submission.
 */
export const ReviewStep = ({ page, link, all, outbox, onEdit, ...wizard }: Props) => {
  const schema = useMemo(() => stepSchema(page, 'review'), [page]);
  const [save] = useSaveGuestFormMutation();
  const [problem, setProblem] = useState<unknown>(null);
  const form = { ...page.form, ...given(all.stay), ...given(all.holder), ...all.guests };
  const intl = useIntl();
  const checkIn = formContextOf({ ...page, form }).checkInDate ?? '';
  const submit = async (request: Record<string, unknown>, terms: TermsValues) => {
    wizard.onChange(terms);
    setProblem(null);
    // What waits on this device goes first; a submission needs the connection.
    await outbox.flush();
    await save({ link, fields: { ...request, submit: true } }).unwrap();
  };
  return (
    <StepForm
      step="review"
      schema={schema}
      {...wizard}
      // The submission replaces the wizard's next: it sends the whole form.
      onNext={submit}
      onFailure={(error, onFields) => setProblem(onFields ? null : error)}
      nextLabel="guest.review.submit"
    >
      <FormSummary page={page} form={form} onEdit={onEdit} />
      <PendingCompanionLinks page={page} link={link} form={form} headingLevel={3} />
      <ConsentFields minors={minorNames(intl, form, checkIn)} />
      {problem ? (
        <Problems error={problem} onEdit={onEdit} requireSelfie={page.company.requireSelfie} />
      ) : null}
    </StepForm>
  );
};
