import { FormattedMessage } from 'react-intl';

/** The form's submit button; it says so while the request is on its way. */
export const SubmitButton = ({ labelId, busy }: { labelId: string; busy: boolean }) => (
  <button className="auth-submit" type="submit" disabled={busy} aria-busy={busy || undefined}>
    <FormattedMessage id={busy ? 'auth.sending' : labelId} />
  </button>
);
