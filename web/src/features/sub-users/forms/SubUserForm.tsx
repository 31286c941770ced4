import { useIntl } from 'react-intl';
import { createSubUserSchema, updateSubUserSchema } from '@chegada/contracts';
import { SchemaForm, SubmitButton, TextField } from '../../../components/form';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import {
  useCreateSubUserMutation,
  useUpdateSubUserMutation,
  type SubUser,
} from '../api/sub-users-api';
import { emptySubUser, toCreateRequest, toUpdateRequest, valuesOf } from './sub-user-values';

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
  const saved = (messageId: string) => {
    notify.success(text(messageId));
    onDone();
  };
  const fields = (
    <>
      <TextField name="name" label={text('subUsers.name')} autoComplete="off" required />
      <TextField
        name="email"
        label={text('subUsers.email')}
        type="email"
        autoComplete="off"
        required
      />
      <TextField name="phone" label={text('subUsers.phone')} type="tel" autoComplete="off" />
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
        <SubmitButton label={text('subUsers.save')} pending={text('subUsers.saving')} />
        <button type="button" className="secondary" onClick={onDone}>
          {text('subUsers.cancel')}
        </button>
      </div>
    </>
  );
  const onFailure = (error: unknown) => notify.error(describeApiError(intl.formatMessage, error));

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
