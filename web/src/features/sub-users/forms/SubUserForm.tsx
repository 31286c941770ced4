import { useIntl } from 'react-intl';
import { createSubUserSchema, updateSubUserSchema } from '@chegada/contracts';
import {
  FormActions,
  EmailField,
  PasswordField,
  LeaveGuard,
  SchemaForm,
  TextField,
  type CloseGuard,
} from '../../../components/form';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import {
  useCreateSubUserMutation,
  useUpdateSubUserMutation,
  type SubUser,
} from '../api/sub-users-api';
import { emptySubUser, toCreateRequest, toUpdateRequest, valuesOf } from './sub-user-values';
import { useText } from '../../../lib/i18n/use-text';

// Editing, an empty password keeps the current one.
const PASSWORD_LABELS = {
  adding: { password: 'subUsers.password', confirmPassword: 'subUsers.confirmPassword' },
  editing: { password: 'subUsers.newPassword', confirmPassword: 'subUsers.confirmNewPassword' },
};

type Props = {
  /** The sub-user to change; none adds one. */
  subUser?: SubUser;
  /** After saving. */
  onDone: () => void;
  /** Cancel: through `close`, which asks first while the form holds changes not saved. */
  onCancel: () => void;
  close: CloseGuard;
};

/** Adds or changes a sub-user with the schemas the API validates with (spec §5 rules). */
export const SubUserForm = ({ subUser, onDone, onCancel, close }: Props) => {
  const intl = useIntl();
  const text = useText();
  const [create] = useCreateSubUserMutation();
  const [update] = useUpdateSubUserMutation();
  const editing = subUser !== undefined;
  const saved = (messageId: string) => {
    notify.success(text(messageId));
    onDone();
  };
  const fields = (
    <>
      <LeaveGuard close={close} />
      <TextField name="name" label={text('subUsers.name')} autoComplete="off" required />
      <EmailField name="email" label={text('subUsers.email')} autoComplete="off" required />
      <TextField name="phone" label={text('subUsers.phone')} type="tel" autoComplete="off" />
      {(['password', 'confirmPassword'] as const).map((name) => (
        <PasswordField
          key={name}
          name={name}
          label={text(PASSWORD_LABELS[editing ? 'editing' : 'adding'][name])}
          autoComplete="new-password"
          required={!editing}
        />
      ))}
      <FormActions
        label={text('subUsers.save')}
        pending={text('subUsers.saving')}
        cancelLabel={text('subUsers.cancel')}
        onCancel={onCancel}
      />
    </>
  );
  // The server's field errors (an e-mail in use) show on their fields: no toast repeats them.
  const onFailure = (error: unknown, onFields: boolean) => {
    if (!onFields) notify.error(describeApiError(intl.formatMessage, error));
  };

  return editing ? (
    <SchemaForm
      schema={updateSubUserSchema}
      initialValues={valuesOf(subUser)}
      toRequest={toUpdateRequest}
      onSubmit={async (changes) => {
        await update({ id: subUser.id, changes }).unwrap();
        saved('subUsers.updated');
      }}
      onFailure={onFailure}
    >
      {fields}
    </SchemaForm>
  ) : (
    <SchemaForm
      schema={createSubUserSchema}
      initialValues={emptySubUser}
      toRequest={toCreateRequest}
      onSubmit={async (request) => {
        await create(request).unwrap();
        saved('subUsers.created');
      }}
      onFailure={onFailure}
    >
      {fields}
    </SchemaForm>
  );
};
