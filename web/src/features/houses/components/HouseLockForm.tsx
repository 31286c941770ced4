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
import { useUpdateHouseMutation, type House } from '../api/houses-api';
import { useSetHouseLockMutation, type LockItem } from '../api/locks-api';
import { toRequest, valuesOf } from '../forms/house-values';
import { LockLeadTime } from './LockLeadTime';
import { LockTestCode } from './LockTestCode';

const houseLockSchema = object({
  lockId: string().default(''),
  dynamicPassword: boolean().default(false),
});

/**
 * One property's lock, picked from the account's TTLock locks (PUT /api/locks/residences/:id),
 * and whether each reservation gets a code of its own (a field of the property).
 */
export const HouseLockForm = ({ house, locks }: { house: House; locks: LockItem[] }) => {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `locks.page.${id}` }, values);
  const [setLock] = useSetHouseLockMutation();
  const [update] = useUpdateHouseMutation();
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
    ...(house.lockId && !locks.some((lock) => lock.lockId === house.lockId)
      ? [{ value: house.lockId, label: text('missingLock', { lockId: house.lockId }) }]
      : []),
  ];
  return (
    <SchemaForm
      className="form house-section"
      schema={houseLockSchema}
      initialValues={{ lockId: house.lockId ?? '', dynamicPassword: house.dynamicPassword }}
      onSubmit={async ({ lockId, dynamicPassword }, form, saved) => {
        const picked = lockId === '' ? null : lockId;
        if (picked !== house.lockId) await setLock({ id: house.id, lockId: picked }).unwrap();
        if (dynamicPassword !== house.dynamicPassword) {
          const values = {
            ...valuesOf(house, intl.locale),
            lockId: lockId,
            usesTTLock: picked !== null,
          };
          await update({
            id: house.id,
            changes: toRequest({ ...values, dynamicPassword }),
          }).unwrap();
        }
        notify.success(intl.formatMessage({ id: 'locks.saved' }, { name: house.name }));
        form.resetForm({ values: saved });
      }}
    >
      <LeaveGuard />
      <h3 className="locks-house">{house.name}</h3>
      <SelectField name="lockId" label={text('lock')} options={options} />
      <CheckboxField
        name="dynamicPassword"
        label={intl.formatMessage({ id: 'houses.field.dynamicPassword' })}
      />
      <LockLeadTime house={house} />
      <div className="lock-actions">
        <SubmitButton
          label={intl.formatMessage({ id: 'locks.save' })}
          pending={intl.formatMessage({ id: 'houses.saving' })}
        />
        {/* The saved lock is the one tested: a pick not yet saved is not on the server. */}
        {house.lockId ? <LockTestCode house={house} /> : null}
      </div>
    </SchemaForm>
  );
};
