import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { registerSchema } from '@chegada/contracts';
import { SchemaForm, SubmitButton } from '../../../components/form';
import { storeToken } from '../../../lib/session/authenticate';
import { useRegisterMutation } from '../api/auth-api';
import { RegisterFields } from './RegisterFields';

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

/** Every rule of the server's schema, live (spec §5); signed in on success. */
export const RegisterForm = () => {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [register] = useRegisterMutation();
  return (
    <SchemaForm
      schema={registerSchema}
      initialValues={initialValues}
      onSubmit={async (request) => {
        const { token } = await register(request).unwrap();
        storeToken(dispatch, token);
        await navigate('/u/home', { replace: true });
      }}
    >
      <RegisterFields />
      <SubmitButton label={intl.formatMessage({ id: 'auth.register.submit' })} />
    </SchemaForm>
  );
};
