import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { loginSchema, loginWithCodeSchema } from '@chegada/contracts';
import {
  EmailField,
  PasswordField,
  SchemaForm,
  SubmitButton,
  OneTimeCodeField,
} from '../../../components/form';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import { storeToken } from '../../../lib/session/authenticate';
import { landingPath } from '../../../lib/session/session-user';
import { useLoginMutation } from '../api/auth-api';
import { useText } from '../../../lib/i18n/use-text';

/** Spec §9: the user loads 1000 ms after login. */
export const LOGIN_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Credentials = { email: string; password: string; code: string };

/**
 * After a wrong or expired code: the same e-mail and password again without a code, which has
 * the API e-mail a new one (a code-less login from this address asks for one).
 */
const NewCodeButton = ({ onAsk }: { onAsk: (credentials: Credentials) => Promise<void> }) => {
  const text = useText();
  const { values, setFieldValue, isSubmitting } = useFormikContext<Credentials>();
  const [asking, setAsking] = useState(false);
  return (
    <button
      type="button"
      className="link-button"
      disabled={asking || isSubmitting}
      onClick={() => {
        setAsking(true);
        void setFieldValue('code', '', false);
        void onAsk({ ...values, code: '' }).finally(() => setAsking(false));
      }}
    >
      {text('auth.login.newCode')}
    </button>
  );
};

/** The answers after which the login goes on with the code the API e-mailed. */
const CODE_ANSWERS = new Set(['LOGIN_CODE_REQUIRED', 'LOGIN_CODE_INVALID']);
const asksForCode = (error: unknown): boolean =>
  isApiError(error) && CODE_ANSWERS.has(error.code ?? '');

/**
 * E-mail and password; on success the guard loads the user on the way to the landing. From a
 * new address while the account is flooded with failed logins, the API asks for a code it
 * e-mailed: the form then shows a code field, and sends the code with the password.
 */
export const LoginForm = () => {
  const intl = useIntl();
  const text = useText();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [login] = useLoginMutation();
  const [codeAsked, setCodeAsked] = useState(false);
  // Said beside the form as well as in the toast, which goes after 5 s and is easy to miss.
  const [problem, setProblem] = useState<string | null>(null);
  const [codeRefused, setCodeRefused] = useState(false);
  const fail = (error: unknown) => {
    const codeAnswer = asksForCode(error);
    if (codeAnswer) setCodeAsked(true);
    setCodeRefused(isApiError(error) && error.code === 'LOGIN_CODE_INVALID');
    // "One more step" leads the request for a code; a refused code is a failure like others.
    const asked = isApiError(error) && error.code === 'LOGIN_CODE_REQUIRED';
    const lead = text(asked ? 'auth.login.codeAsked' : 'auth.login.failed');
    // Said once, under the form where the user is looking (QA: toast and inline twice).
    setProblem(`${lead} ${describeApiError(intl.formatMessage, error)}`);
  };
  const askNewCode = async ({ email, password }: Credentials) => {
    setProblem(null);
    // The API answers LOGIN_CODE_REQUIRED once it has e-mailed the new code: said as such.
    await login({ email, password })
      .unwrap()
      .then(
        () => undefined,
        (error: unknown) => fail(error),
      );
  };
  return (
    <SchemaForm
      schema={codeAsked ? loginWithCodeSchema : loginSchema}
      initialValues={{ email: '', password: '', code: '' }}
      onSubmit={async (request) => {
        setProblem(null);
        const { user, token } = await login(request).unwrap();
        storeToken(dispatch, token);
        await wait(LOGIN_DELAY_MS);
        await navigate(landingPath(user, search.get('from')), { replace: true });
      }}
      onFailure={(error, onFields) => (onFields ? undefined : fail(error))}
    >
      <EmailField name="email" label={text('auth.field.email')} required />
      <PasswordField name="password" label={text('auth.field.password')} required />
      {codeAsked ? (
        <OneTimeCodeField name="code" label={text('auth.field.code')} autoFocus required />
      ) : null}
      {problem ? (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      ) : null}
      {codeRefused ? <NewCodeButton onAsk={askNewCode} /> : null}
      <SubmitButton label={text('auth.login.submit')} />
    </SchemaForm>
  );
};
