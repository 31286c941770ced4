import { FormProvider } from '../../../lib/forms/form-state';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import { storeToken } from '../../../lib/session/authenticate';
import { landingPath } from '../../../lib/session/session-user';
import { useLoginMutation } from '../api/auth-api';
import { useSchemaForm } from '../forms/use-schema-form';
import { AuthPage } from './AuthPage';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/** Spec §9: the user loads 1000 ms after login. */
export const LOGIN_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /login (spec §4, §5, §8): on success the guard loads the user on the way to the landing. */
export const LoginPage = () => {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [login] = useLoginMutation();
  const form = useSchemaForm({
    schema: 'loginSchema',
    initialValues: { email: '', password: '' },
    submit: async (request) => {
      const { user, token } = await login(request).unwrap();
      storeToken(dispatch, token);
      await wait(LOGIN_DELAY_MS);
      await navigate(landingPath(user, search.get('from')), { replace: true });
    },
    onFailure: (error) =>
      notify.error(
        `${intl.formatMessage({ id: 'auth.login.failed' })} ${describeApiError(intl.formatMessage, error)}`,
      ),
  });
  return (
    <AuthPage titleId="route.login" introId="auth.login.intro">
      <FormProvider value={form}>
        <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
          <TextField name="email" labelId="auth.field.email" type="email" autoComplete="email" />
          <TextField
            name="password"
            labelId="auth.field.password"
            type="password"
            autoComplete="current-password"
          />
          <SubmitButton labelId="auth.login.submit" busy={form.isSubmitting} />
        </form>
      </FormProvider>
      <p className="auth-links">
        <Link to="/recover">
          <FormattedMessage id="auth.login.forgot" />
        </Link>
        <Link to="/register">
          <FormattedMessage id="auth.login.noAccount" />
        </Link>
      </p>
    </AuthPage>
  );
};
