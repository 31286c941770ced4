import { FormattedMessage, useIntl } from 'react-intl';
import { stepTitleId, type StepId } from './wizard-steps';

type Props = {
  steps: StepId[];
  current: number;
  /** The furthest step reached: any step up to it can be opened again. */
  reached: number;
  /** Steps to fix (a refused form, or what a submission lacks). */
  flagged: Set<StepId>;
  onOpen: (index: number) => void;
  /** The host's setting: without a selfie, the documents step is titled for documents only. */
  requireSelfie: boolean;
};

/**
 * Where the guest is among the steps (issue 17): a numbered list, the current one marked for
 * assistive technology, earlier steps one tap away.
 */
export const StepProgress = ({
  steps,
  current,
  reached,
  flagged,
  onOpen,
  requireSelfie,
}: Props) => {
  const intl = useIntl();
  return (
    <nav className="step-progress" aria-label={intl.formatMessage({ id: 'guest.steps' })}>
      <p className="step-count">
        <FormattedMessage
          id="guest.stepOf"
          values={{ current: current + 1, total: steps.length }}
        />
      </p>
      <ol>
        {steps.map((step, index) => {
          const name = intl.formatMessage({ id: stepTitleId(step, requireSelfie) });
          const state = index === current ? 'current' : index < current ? 'done' : 'todo';
          return (
            <li key={step} className={`step ${state}${flagged.has(step) ? ' flagged' : ''}`}>
              <button
                type="button"
                disabled={index > reached || index === current}
                aria-current={index === current ? 'step' : undefined}
                onClick={() => onOpen(index)}
              >
                <span className="step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="step-name">{name}</span>
                {flagged.has(step) ? (
                  <span className="visually-hidden">
                    {' '}
                    <FormattedMessage id="guest.stepToFix" />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
