import { useIntl } from 'react-intl';
import { boolean, object, string } from 'yup';
import {
  CheckboxField,
  LeaveGuard,
  SchemaForm,
  SelectField,
  SubmitButton,
} from '../../../components/form';
import { notify } from '../../../lib/notifications/notify';
import { useUpdateResidenceMutation, type Residence } from '../api/residences-api';
import { useSetResidenceLockMutation, type LockItem } from '../api/locks-api';
import { toRequest, valuesOf } from '../forms/residence-values';
import { LockLeadTime } from './LockLeadTime';
import { LockTestCode } from './LockTestCode';

const residenceLockSchema = object({
  lockId: string().default(''),
  dynamicPassword: boolean().default(false),
});

/**
 * One property's lock, picked from the account's TTLock locks (PUT /api/locks/residences/:id),
 * and whether each reservation gets a code of its own (a field of the property).
 */
export const ResidenceLockForm = ({
  residence,
  locks,
}: {
  residence: Residence;
  locks: LockItem[];
}) => {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `locks.page.${id}` }, values);
  const [setLock] = useSetResidenceLockMutation();
  const [update] = useUpdateResidenceMutation();
  const options = [
    { value: '', label: text('noLock') },
    ...locks.map((lock) => ({
      value: lock.lockId,
      label: !lock.hasGateway
        ? text('noGateway', { name: lock.name })
        : lock.battery === null
          ? lock.name
          : text('lockOption', { name: lock.name, battery: lock.battery }),
    })),
    ...(residence.lockId && !locks.some((lock) => lock.lockId === residence.lockId)
      ? [{ value: residence.lockId, label: text('missingLock', { lockId: residence.lockId }) }]
      : []),
  ];
  return (
    <SchemaForm
      className="form house-section"
      schema={residenceLockSchema}
      initialValues={{ lockId: residence.lockId ?? '', dynamicPassword: residence.dynamicPassword }}
      onSubmit={async ({ lockId, dynamicPassword }, form, saved) => {
        const picked = lockId === '' ? null : lockId;
        if (picked !== residence.lockId)
          await setLock({ id: residence.id, lockId: picked }).unwrap();
        if (dynamicPassword !== residence.dynamicPassword) {
          const values = {
            ...valuesOf(residence, intl.locale),
            lockId: lockId,
            usesTTLock: picked !== null,
          };
          await update({
            id: residence.id,
            changes: toRequest({ ...values, dynamicPassword }),
          }).unwrap();
        }
        notify.success(intl.formatMessage({ id: 'locks.saved' }, { name: residence.name }));
        form.resetForm({ values: saved });
      }}
    >
      <LeaveGuard />
      <h3 className="locks-house">{residence.name}</h3>
      <SelectField name="lockId" label={text('lock')} options={options} />
      <CheckboxField
        name="dynamicPassword"
        label={intl.formatMessage({ id: 'houses.field.dynamicPassword' })}
      />
      <LockLeadTime residence={residence} />
      <div className="lock-actions">
        <SubmitButton
          label={intl.formatMessage({ id: 'locks.save' })}
          pending={intl.formatMessage({ id: 'houses.saving' })}
        />
        {/* The saved lock is the one tested: a pick not yet saved is not on the server. */}
        {residence.lockId ? <LockTestCode residence={residence} /> : null}
      </div>
    </SchemaForm>
  );
};
