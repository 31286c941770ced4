import { FormattedMessage, useIntl } from 'react-intl';
import { residenceSchema } from '@chegada/contracts';
import { CheckboxField, SchemaForm, SubmitButton, TextField } from '../../../components/form';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui';
import { notify } from '../../../lib/notifications/notify';
import { useHousesQuery, useUpdateHouseMutation, type House } from '../api/houses-api';
import { toRequest, valuesOf } from '../forms/house-values';
import './houses.css';

// Enough for one page of every account the plans price today.
const ALL = { page: 1, perPage: 100, search: '' };

/** One property's lock; the whole property is sent back, as PUT /api/residences replaces it. */
const LockForm = ({ house }: { house: House }) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [update] = useUpdateHouseMutation();
  return (
    <SchemaForm
      className="form house-section"
      schema={residenceSchema}
      initialValues={valuesOf(house)}
      toRequest={toRequest}
      onSubmit={async (changes) => {
        await update({ id: house.id, changes }).unwrap();
        notify.success(intl.formatMessage({ id: 'locks.saved' }, { name: house.name }));
      }}
    >
      <h2 className="locks-house">{house.name}</h2>
      <CheckboxField name="usesTTLock" label={text('houses.field.usesTTLock')} />
      <TextField
        name="lockId"
        label={text('houses.field.lockId')}
        hint={text('houses.field.lockIdHint')}
      />
      <CheckboxField name="dynamicPassword" label={text('houses.field.dynamicPassword')} />
      <SubmitButton label={text('locks.save')} pending={text('houses.saving')} />
    </SchemaForm>
  );
};

/**
 * /u/keys/config: which TTLock lock each property uses. Connecting the TTLock account, the
 * codes' lead time and a test code wait for the server's TTLock side; the page says so.
 */
export const LocksPage = () => {
  const list = useHousesQuery(ALL);
  return (
    <section className="page locks-page">
      <h1>
        <FormattedMessage id="route.keysConfig" />
      </h1>
      <div className="locks-notice" role="note">
        <p>
          <FormattedMessage id="locks.notConnected" />
        </p>
        <p>
          <FormattedMessage id="locks.savedToday" />
        </p>
      </div>
      {list.isLoading ? (
        <Skeleton lines={4} />
      ) : list.error || !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="houses.emptyTitle" />}
          description={<FormattedMessage id="locks.emptyDescription" />}
        />
      ) : (
        list.data.items.map((house) => <LockForm key={house.id} house={house} />)
      )}
    </section>
  );
};
