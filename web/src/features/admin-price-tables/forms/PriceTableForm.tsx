import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { priceTableSchema, type PriceTableRequest } from '@chegada/contracts';
import {
  CheckboxField,
  LeaveGuard,
  SchemaForm,
  SubmitButton,
  TextField,
  type CloseGuard,
} from '../../../components/form';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import {
  useCreatePriceTableMutation,
  useReplacePriceTableMutation,
  type PriceTable,
} from '../api/price-tables-api';
import { checkPrices, toRequest, valuesOf } from './price-table-values';
import { TierFields } from './TierFields';

type Props = {
  /** The table being edited, or null for a new one. */
  table: PriceTable | null;
  /** After saving. */
  onDone: () => void;
  /** Cancel: through `close`, which asks first while the form holds changes not saved. */
  onCancel: () => void;
  close: CloseGuard;
};

const useSave = (table: PriceTable | null) => {
  const [create] = useCreatePriceTableMutation();
  const [replace] = useReplacePriceTableMutation();
  return (body: PriceTableRequest) =>
    table ? replace({ id: table.id, body }).unwrap() : create(body).unwrap();
};

/**
 * Creates or replaces a table with the server's own schema; money is typed in reais. An
 * overlapping tier comes back from the server on tiers[i].min, and lands under that input.
 */
export const PriceTableForm = ({ table, onDone, onCancel, close }: Props) => {
  const intl = useIntl();
  const save = useSave(table);
  const title = useRef<HTMLHeadingElement>(null);
  const text = (id: string) => intl.formatMessage({ id }, { name: table?.name });

  // The form opens in place: the focus goes to it, so keyboard users land where they work.
  useEffect(() => title.current?.focus(), []);

  return (
    <section className="price-table-form" aria-labelledby="price-table-form-title">
      <h2 id="price-table-form-title" ref={title} tabIndex={-1}>
        {text(table ? 'adminPriceTables.editTitle' : 'adminPriceTables.createTitle')}
      </h2>
      <SchemaForm
        schema={priceTableSchema}
        initialValues={valuesOf(table, intl.locale)}
        toRequest={toRequest}
        check={checkPrices(intl)}
        onSubmit={async (request) => {
          await save(request);
          notify.success(text('adminPriceTables.saved'));
          onDone();
        }}
        // The server's field errors show on their fields: a toast would only repeat them.
        onFailure={(error, onFields) => {
          if (!onFields) notify.error(describeApiError(intl.formatMessage, error));
        }}
      >
        <LeaveGuard close={close} />
        <TextField name="name" label={text('adminPriceTables.name')} required />
        <CheckboxField name="active" label={text('adminPriceTables.active')} />
        <TierFields />
        <div className="form-actions">
          <SubmitButton
            label={text('adminPriceTables.save')}
            pending={text('adminPriceTables.saving')}
          />
          <button type="button" className="secondary" onClick={onCancel}>
            {text('adminPriceTables.cancel')}
          </button>
        </div>
      </SchemaForm>
    </section>
  );
};
