import { useIntl } from 'react-intl';
import { describeApiError } from '../../../../lib/api/api-error';
import { notify } from '../../../../lib/notifications/notify';
import { useCheckCpfAgainMutation, type GuestCpfCheck } from '../../api/review-api';
import { useReviewFormat } from './use-review-format';

/** What differs between the register and the form, in words: nothing, the name, the date… */
const differences = (check: GuestCpfCheck): string[] => [
  ...(check.nameMatches === false ? ['name'] : []),
  ...(check.birthDateMatches === false ? ['birthDate'] : []),
];

/**
 * Whether the register's answer is one the host should look at: a CPF that is not regular, or
 * a name or birth date that differs from it (the guest's summary badge flags it).
 */
export const cpfFlagged = (check: GuestCpfCheck | undefined): boolean =>
  check?.status === 'checked' && (check.situation !== 'regular' || differences(check).length > 0);

/**
 * A guest's CPF against the Receita Federal's register (issue 32): regular and matching, what
 * differs, or a CPF that is cancelled, null or suspended flagged. A result, never a refusal.
 */
export const CpfCheckResult = ({
  reservationId,
  check,
  configured,
  erasedOn,
}: {
  reservationId: string;
  check: GuestCpfCheck | undefined;
  configured: boolean;
  /** The day this guest's own deletion took the check with the rest of their data. */
  erasedOn?: string | null;
}) => {
  const intl = useIntl();
  const { text } = useReviewFormat();
  const [checkAgain, checking] = useCheckCpfAgainMutation();
  const again = async () => {
    await checkAgain(reservationId)
      .unwrap()
      .catch((error: unknown) => notify.error(describeApiError(intl.formatMessage, error)));
  };
  const outcome = (() => {
    if (!configured) return { tone: 'identity-not-done', words: text('cpf.off') };
    if (!check && erasedOn)
      return {
        tone: 'identity-not-done',
        words: text('cpf.erased', {
          date: intl.formatDate(erasedOn, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }),
        }),
      };
    if (!check) return { tone: 'identity-not-done', words: text('cpf.notYet') };
    if (check.status === 'failed')
      return {
        tone: 'identity-review',
        words: text(check.failure ? `cpf.failure.${check.failure}` : 'cpf.status.failed'),
      };
    if (check.status !== 'checked')
      return { tone: 'identity-review', words: text(`cpf.status.${check.status}`) };
    const differ = differences(check);
    const regular = check.situation === 'regular';
    const words = [
      text(`cpf.situation.${check.situation ?? 'pending'}`),
      differ.length === 0
        ? text('cpf.allMatch')
        : text('cpf.differs', {
            fields: differ.map((field) => text(`cpf.field.${field}`)).join(', '),
          }),
    ].join(' · ');
    return { tone: regular && differ.length === 0 ? 'identity-match' : 'identity-no-match', words };
  })();
  return (
    <div className="identity-result">
      <h4>{text('cpf.title')}</h4>
      <p className={`identity-outcome ${outcome.tone}`}>{outcome.words}</p>
      {check?.status === 'failed' ? (
        <button
          type="button"
          className="ui-button"
          onClick={() => void again()}
          disabled={checking.isLoading}
        >
          {text('cpf.checkAgain')}
        </button>
      ) : null}
    </div>
  );
};
