import { FormProvider } from '../../../lib/forms/form-state';
import { FormattedMessage } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { storeToken } from '../../../lib/session/authenticate';
import { useRegisterMutation } from '../api/auth-api';
import { useSchemaForm } from '../forms/use-schema-form';
import { AuthPage } from './AuthPage';
import { RegisterFields } from './RegisterFields';
import { SubmitButton } from './SubmitButton';

const initialValues = {
  name: '',
  email: '',
  phone: '',
  companyName: '',
  cnpj: '',
  website: '',
  password: '',
  confirmPassword: '',
  quantityOfProperties: '' as number | '',
  skipSubscription: false,
};

/** /register (spec §5): every rule of the server's schema, live; signed in on success. */
export const RegisterPage = () => {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [register] = useRegisterMutation();
  const form = useSchemaForm({
    schema: 'registerSchema',
    initialValues,
    submit: async (request) => {
      const { token } = await register(request).unwrap();
      storeToken(dispatch, token);
      await navigate('/u/home', { replace: true });
    },
  });
  return (
    <AuthPage titleId="route.register" introId="auth.register.intro">
      <FormProvider value={form}>
        <form className="auth-form" noValidate onSubmit={form.handleSubmit}>
          <RegisterFields />
          <SubmitButton labelId="auth.register.submit" busy={form.isSubmitting} />
        </form>
      </FormProvider>
      <p className="auth-links">
        <Link to="/login">
          <FormattedMessage id="auth.register.hasAccount" />
        </Link>
      </p>
    </AuthPage>
  );
};
