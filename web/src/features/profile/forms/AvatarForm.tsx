import { useId, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '../../../components/layout/Avatar';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import type { SessionUser } from '../../../lib/session/session-user';
import { useRemoveAvatarMutation, useUploadAvatarMutation } from '../api/profile-api';
// The kit's button look, for the remove button (no kit component here brings it).
import '../../../components/ui/ui.css';

/** What PUT /api/me/avatar takes: the same types and size the server checks. */
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/** The server's words for a refused photo: its field error, else its message. */
const refusal = (format: (descriptor: { id: string }) => string, error: unknown): string =>
  (isApiError(error) && error.errors?.[0]?.message) || describeApiError(format, error);

/** The user's photo: chosen, checked here as the server will, sent, shown; or removed. */
export const AvatarForm = ({ user }: { user: SessionUser }) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `profile.avatar.${id}` });
  const [upload, uploading] = useUploadAvatarMutation();
  const [remove, removing] = useRemoveAvatarMutation();
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const busy = uploading.isLoading || removing.isLoading;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = !TYPES.includes(file.type)
      ? 'wrongType'
      : file.size > MAX_BYTES
        ? 'tooLarge'
        : null;
    setError(problem && text(problem));
    if (problem) return;
    try {
      await upload(file).unwrap();
      notify.success(text('saved'));
    } catch (failure) {
      setError(refusal(intl.formatMessage, failure));
    } finally {
      input.value = '';
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      await remove().unwrap();
      notify.success(text('removed'));
    } catch (failure) {
      setError(refusal(intl.formatMessage, failure));
    }
  };

  return (
    <div className="profile-avatar">
      <Avatar user={user} large />
      <div className="field">
        {/* The browser's own file button speaks the browser's language, not the page's: the
            label is the button, the input inside it hidden but focusable. */}
        <label className="ui-button ui-file" aria-disabled={busy}>
          <FormattedMessage id="profile.avatar.choose" />
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={TYPES.join(',')}
            disabled={busy}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void onChoose(event)}
          />
        </label>
        <p id={`${inputId}-hint`} className="field-hint">
          <FormattedMessage id="profile.avatar.hint" />
        </p>
        {uploading.isLoading ? (
          <p role="status">
            <FormattedMessage id="profile.avatar.uploading" />
          </p>
        ) : null}
        {error ? (
          <p id={`${inputId}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        {user.image ? (
          <button
            type="button"
            className="ui-button"
            disabled={busy}
            onClick={() => void onRemove()}
          >
            <FormattedMessage id="profile.avatar.remove" />
          </button>
        ) : null}
      </div>
    </div>
  );
};
