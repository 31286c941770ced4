import { Form, FormScope, type FormHelpers } from '../../../lib/forms/form-state';
import { useIntl } from 'react-intl';
import { createSubUserSchema, updateSubUserSchema } from '@chegada/contracts';
import { FormBehaviour } from '../../../components/form/FormBehaviour';
import { TextField } from '../../../components/form/TextField';
import { describeApiError } from '../../../lib/api/api-error';
import { serverFieldErrors, validateWith } from '../../../lib/forms/validate-with';
import { notify } from '../../../lib/notifications/notify';
import {
  useCreateSubUserMutation,
  useUpdateSubUserMutation,
  type SubUser,
} from '../api/sub-users-api';
import {
  emptySubUser,
  toCreateRequest,
  toUpdateRequest,
  valuesOf,
  type SubUserValues,
} from './sub-user-values';
import '../../../components/form/form.css';

type Props = {
  /** The sub-user to change; none adds one. */
  subUser?: SubUser;
  onDone: () => void;
};

/** Adds or changes a sub-user with the schemas the API validates with (spec §5 rules). */
export const SubUserForm = ({ subUser, onDone }: Props) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [create] = useCreateSubUserMutation();
  const [update] = useUpdateSubUserMutation();
  const editing = subUser !== undefined;

  const validate = editing
    ? validateWith(updateSubUserSchema, intl, toUpdateRequest)
    : validateWith(createSubUserSchema, intl, toCreateRequest);

  const submit = async (values: SubUserValues, form: FormHelpers<SubUserValues>) => {
    try {
      if (editing) {
        const changes = updateSubUserSchema.cast(toUpdateRequest(values));
        await update({ id: subUser.id, changes }).unwrap();
        notify.success(text('subUsers.updated'));
      } else {
        await create(createSubUserSchema.cast(toCreateRequest(values))).unwrap();
        notify.success(text('subUsers.created'));
      }
      onDone();
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
      form.setErrors(serverFieldErrors(error));
    }
  };

  return (
    <FormScope
      initialValues={editing ? valuesOf(subUser) : emptySubUser}
      validate={validate}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className="form" noValidate>
          <FormBehaviour />
          <TextField name="name" label={text('subUsers.name')} autoComplete="off" />
          <TextField name="email" label={text('subUsers.email')} type="email" autoComplete="off" />
          <TextField
            name="phone"
            label={text('subUsers.phone')}
            type="tel"
            autoComplete="off"
            required={false}
          />
          <TextField
            name="password"
            label={text(editing ? 'subUsers.newPassword' : 'subUsers.password')}
            type="password"
            autoComplete="new-password"
            required={!editing}
          />
          <TextField
            name="confirmPassword"
            label={text(editing ? 'subUsers.confirmNewPassword' : 'subUsers.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required={!editing}
          />
          <div className="sub-user-form-actions">
            <button type="submit" disabled={isSubmitting}>
              {text(isSubmitting ? 'subUsers.saving' : 'subUsers.save')}
            </button>
            <button type="button" className="secondary" onClick={onDone}>
              {text('subUsers.cancel')}
            </button>
          </div>
        </Form>
      )}
    </FormScope>
  );
};
