import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEPOSIT_PROOF_FIELD } from '@chegada/contracts';
import { PhoneNumber } from '../../../components/ui/PhoneNumber';
import { formatMoney } from '../../../lib/i18n/format';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import { FileSlot } from '../components/FileSlot';
import { useFilePhases } from '../components/file-slots';
import { StepActions } from './StepActions';

type Props = {
  page: GuestFormPage;
  link: GuestLink;
  onBack: () => void;
  onNext: () => void;
};

/** The pix "copia e cola" with a copy button; the guest's banking app reads the QR instead. */
const PixCode = ({ code }: { code: string }) => {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="pix-code">
      <label htmlFor="pix-code">{intl.formatMessage({ id: 'guest.deposit.copyPaste' })}</label>
      <textarea id="pix-code" readOnly rows={3} value={code} translate="no" />
      <button type="button" className="guest-button secondary" onClick={() => void copy()}>
        <FormattedMessage id={copied ? 'guest.deposit.copied' : 'guest.deposit.copy'} />
      </button>
    </div>
  );
};

/** The deposit the property asks (spec §1, §9): the amount in R$, paid by pix, and its proof. */
export const DepositStep = ({ page, link, onBack, onNext }: Props) => {
  const intl = useIntl();
  const files = useFilePhases();
  const deposit = page.deposit;
  if (!deposit) return null;
  const next = () => {
    if (files.lacking([DEPOSIT_PROOF_FIELD]).length === 0) onNext();
  };
  return (
    <div className="guest-step">
      <h2 tabIndex={-1} className="step-heading">
        <FormattedMessage id="guest.step.deposit" />
      </h2>
      <p>
        <FormattedMessage
          id="guest.deposit.amount"
          values={{ amount: <strong>{formatMoney(deposit.amount, intl.locale)}</strong> }}
        />
      </p>
      {deposit.qrCodeDataUrl ? (
        <img
          className="pix-qr"
          src={deposit.qrCodeDataUrl}
          width={220}
          height={220}
          alt={intl.formatMessage({ id: 'guest.deposit.qr' })}
        />
      ) : null}
      {deposit.brCode ? (
        <PixCode code={deposit.brCode} />
      ) : (
        <p>
          <FormattedMessage
            id="guest.deposit.askHost"
            values={{ phone: <PhoneNumber phone={page.company.phone} /> }}
          />
        </p>
      )}
      <FileSlot
        link={link}
        field={DEPOSIT_PROOF_FIELD}
        label={intl.formatMessage({ id: 'guest.deposit.proof' })}
        alreadyStored={page.files.main?.includes(DEPOSIT_PROOF_FIELD) ?? false}
        pdf
        missing={files.isMissing(DEPOSIT_PROOF_FIELD)}
        onPhase={files.report}
      />
      <StepActions onBack={onBack} onNext={next} />
    </div>
  );
};
