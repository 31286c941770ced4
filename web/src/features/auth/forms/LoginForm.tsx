import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '@chegada/contracts';
import { EmailField, PasswordField, SchemaForm, SubmitButton } from '../../../components/form';
import { describeApiError } from '../../../lib/api/api-error';
import { storeToken } from '../../../lib/session/authenticate';
import { landingPath } from '../../../lib/session/session-user';
import { useLoginMutation } from '../api/auth-api';
import { useText } from '../../../lib/i18n/use-text';

/** Spec §9: the user loads 1000 ms after login. */
export const LOGIN_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** E-mail and password; on success the guard loads the user on the way to the landing. */
export const LoginForm = () => {
  const intl = useIntl();
  const text = useText();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [login] = useLoginMutation();
  // Said beside the form as well as in the toast, which goes after 5 s and is easy to miss.
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <SchemaForm
      schema={loginSchema}
      initialValues={{ email: '', password: '' }}
      onSubmit={async (request) => {
        setProblem(null);
        const { user, token } = await login(request).unwrap();
        storeToken(dispatch, token);
        await wait(LOGIN_DELAY_MS);
        await navigate(landingPath(user, search.get('from')), { replace: true });
      }}
      onFailure={(error, onFields) => {
        if (onFields) return;
        const why = `${text('auth.login.failed')} ${describeApiError(intl.formatMessage, error)}`;
        // Said once, under the form where the user is looking (QA: toast and inline twice).
        setProblem(why);
      }}
    >
      <EmailField name="email" label={text('auth.field.email')} required />
      <PasswordField name="password" label={text('auth.field.password')} required />
      {problem ? (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <SubmitButton label={text('auth.login.submit')} />
    </SchemaForm>
  );
};
