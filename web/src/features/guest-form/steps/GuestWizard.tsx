import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Loading } from '../../../components/layout/Loading';
import { preloadPhoneChecks } from '../../../lib/phone/deferred-phone';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import { SyncBadge } from '../components/SyncBadge';
import { ImportButton } from '../import/ImportButton';
import { MaskedNotice } from '../privacy/MaskedNotice';
import { hidesPersonalData } from '../privacy/hides-personal-data';
import { clearMasks, holdsMasks } from '../privacy/masks';
import { DepositStep } from './DepositStep';
import { DocumentsStep } from './DocumentsStep';
import { GuestsStep } from './GuestsStep';
import { HolderStep } from './HolderStep';
import { ReviewStep } from './ReviewStep';
import { StayStep } from './StayStep';
import { StepProgress } from './StepProgress';
import { wizardValues, type WizardValues } from './step-values';
import { ServerChangesNotice } from './ServerChangesNotice';
import { StepRefreshContext } from './use-server-changes';
import { useWizard } from './use-wizard';
import { stepsMissing, type StepId } from './wizard-steps';

type FieldStep = keyof WizardValues;

/**
 * What the later steps download on first use (the phone checks, the camera), fetched while the
 * connection is there: a guest who loses it half-way can still go on.
 */
const useOfflineReady = () =>
  useEffect(() => {
    const preload = () => {
      void preloadPhoneChecks().catch(() => undefined);
      void import('../../../lib/phone/countries').catch(() => undefined);
      void import('../components/SelfieCamera').catch(() => undefined);
    };
    // Once the first step is on screen and the phone idle (Safari has no idle callback).
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, []);

/**
 * The guest form (issue 17): stay, holder, additional guests, deposit when asked, documents and
 * selfie, review and terms. Each step is saved when left forward; back keeps what was typed.
 */
export const GuestWizard = ({ page, link }: { page: GuestFormPage; link: GuestLink }) => {
  const wizard = useWizard(page, link);
  useOfflineReady();
  const { steps, values, current, keep, fill, open, back, outbox, changes } = wizard;
  const flagged = useMemo(
    () => (page.message.kind === 'refused' ? stepsMissing(page.missing) : new Set<StepId>()),
    [page],
  );
  const step = steps[current] ?? 'stay';
  const next = useCallback(() => open(current + 1), [open, current]);
  const edit = useCallback((target: StepId) => open(steps.indexOf(target)), [open, steps]);
  // An import, or filling masked data in again, replaces the values: the steps start again.
  const [resets, setResets] = useState(0);
  const imported = useCallback(
    (fields: Record<string, unknown>) => {
      keep('holder', wizardValues({ ...page, form: { ...page.form, ...fields } }).holder);
      setResets((count) => count + 1);
    },
    [keep, page],
  );
  // Once a code unlocks the data the page comes in full: what showed masked takes its value.
  const unlocked = !hidesPersonalData(page);
  const [wasUnlocked, setWasUnlocked] = useState(unlocked);
  if (unlocked !== wasUnlocked) {
    setWasUnlocked(unlocked);
    if (unlocked && values && holdsMasks(values)) {
      const full = wizardValues(page, values);
      keep('holder', full.holder);
      keep('guests', full.guests);
      setResets((count) => count + 1);
    }
  }
  const fillAgain = useCallback(() => {
    if (!values) return;
    keep('holder', clearMasks(values.holder));
    keep('guests', clearMasks(values.guests));
    setResets((count) => count + 1);
  }, [keep, values]);

  if (!values) return <Loading />;
  const fieldStep = <Step extends FieldStep>(name: Step) => ({
    page,
    values: values[name],
    onChange: (stepValues: WizardValues[Step]) => keep(name, stepValues),
    onBack:
      current > 0
        ? (stepValues: WizardValues[Step]) => (keep(name, stepValues), back())
        : undefined,
    onNext: async (request: Record<string, unknown>, stepValues: WizardValues[Step]) => {
      keep(name, stepValues);
      await outbox.save(request);
      next();
    },
  });
  return (
    <div className="guest-wizard">
      {page.message.kind === 'refused' ? (
        <p className="guest-fix-hint">
          {/* Refused with only a motive, no step stands out: the motive says what to change. */}
          <FormattedMessage
            id={flagged.size > 0 ? 'guest.status.fixHint' : 'guest.status.fixByMotive'}
          />
        </p>
      ) : null}
      <StepProgress
        steps={steps}
        current={current}
        reached={wizard.reached}
        flagged={flagged}
        onOpen={open}
        requireSelfie={page.company.requireSelfie}
      />
      {hidesPersonalData(page) ? (
        <MaskedNotice page={page} link={link} masked={holdsMasks(values)} onFillAgain={fillAgain} />
      ) : null}
      <SyncBadge state={outbox.state} />
      <ServerChangesNotice conflicts={changes.conflicts} onDismiss={changes.dismiss} />
      <StepRefreshContext.Provider value={changes.refresh}>
        {step === 'stay' ? <StayStep {...fieldStep('stay')} /> : null}
        {step === 'holder' ? (
          <>
            <ImportButton link={link} onImported={imported} />
            <HolderStep key={resets} {...fieldStep('holder')} stay={values.stay} />
          </>
        ) : null}
        {step === 'guests' ? (
          <GuestsStep key={resets} {...fieldStep('guests')} link={link} />
        ) : null}
        {step === 'deposit' ? (
          <DepositStep page={page} link={link} onBack={back} onNext={next} />
        ) : null}
        {step === 'documents' ? (
          <DocumentsStep
            page={page}
            link={link}
            onBack={back}
            onNext={next}
            onUsed={(fields) => fill('holder', fields)}
          />
        ) : null}
        {step === 'review' ? (
          <ReviewStep
            {...fieldStep('review')}
            link={link}
            outbox={outbox}
            all={values}
            onEdit={edit}
          />
        ) : null}
      </StepRefreshContext.Provider>
    </div>
  );
};
