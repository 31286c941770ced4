import type { PixPayment } from '@chegada/contracts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QrCode } from '../../../components/ui';
import { formatMoney, MOMENT_WITH_YEAR } from '../../../lib/i18n/format';

type Copied = 'idle' | 'copied' | 'selected';

/**
 * Copies with the Clipboard API; where it is missing or refused (an http page, an old
 * browser), with the selection of the read-only field, and failing that leaves the code
 * selected for the payer to copy by hand.
 */
const useCopyWithFallback = (field: RefObject<HTMLInputElement | null>) => {
  const [state, setState] = useState<Copied>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      return;
    } catch {
      // Falls back to the selection below.
    }
    field.current?.focus();
    field.current?.select();
    // execCommand is deprecated but the only copy left where the Clipboard API is not.
    setState(document.execCommand?.('copy') ? 'copied' : 'selected');
  };
  return { state, copy };
};

/** A charge's pix: the provider's QR code, its copia e cola with a copy button, other ways. */
export const PixPanel = ({ pix, titleId }: { pix: PixPayment; titleId: string }) => {
  const intl = useIntl();
  const field = useRef<HTMLInputElement>(null);
  const { state, copy } = useCopyWithFallback(field);
  // The provider's image; if it will not show, the same code drawn here from the copia e cola.
  const [drawn, setDrawn] = useState(false);
  const qrName = intl.formatMessage({ id: 'subscription.pix.qrAlt' });
  const fieldId = `pix-${pix.chargeId}`;
  return (
    <section className="subscription-pix" aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`}>
        <FormattedMessage id={titleId} values={{ amount: formatMoney(pix.amount, intl.locale) }} />
      </h3>
      {drawn ? (
        <QrCode text={pix.copyPaste} size={200} alt={qrName} />
      ) : (
        <img
          className="subscription-pix-qr"
          src={pix.qrCode}
          width={200}
          height={200}
          alt={qrName}
          onError={() => setDrawn(true)}
        />
      )}
      <div className="subscription-pix-code">
        <label htmlFor={fieldId}>
          <FormattedMessage id="subscription.pix.copyPaste" />
        </label>
        <div className="subscription-pix-copy">
          <input
            ref={field}
            id={fieldId}
            readOnly
            value={pix.copyPaste}
            translate="no"
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="ui-button" onClick={() => void copy(pix.copyPaste)}>
            <FormattedMessage id="subscription.pix.copy" />
          </button>
        </div>
        <p role="status" className="subscription-pix-status">
          {state === 'idle' ? null : <FormattedMessage id={`subscription.pix.${state}`} />}
        </p>
        {pix.expiresAt ? (
          <p className="subscription-muted">
            <FormattedMessage
              id="subscription.pix.expires"
              values={{
                date: intl.formatDate(pix.expiresAt.replace(' ', 'T'), MOMENT_WITH_YEAR),
              }}
            />
          </p>
        ) : null}
        <p className="subscription-muted">
          <FormattedMessage id="subscription.pix.afterPaying" />
        </p>
        {pix.invoiceUrl ? (
          <a href={pix.invoiceUrl} target="_blank" rel="noopener noreferrer">
            <FormattedMessage id="subscription.pix.otherWays" />
          </a>
        ) : null}
      </div>
    </section>
  );
};
