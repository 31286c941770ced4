import { Form, FormScope, useField, type FormHelpers } from '../../../lib/forms/form-state';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FormBehaviour } from '../../../components/form/FormBehaviour';
import { TextField } from '../../../components/form/TextField';
import { describeApiError } from '../../../lib/api/api-error';
import { serverFieldErrors } from '../../../lib/forms/validate-with';
import { notify } from '../../../lib/notifications/notify';
import {
  useCreatePriceTableMutation,
  useReplacePriceTableMutation,
  type PriceTable,
} from '../api/price-tables-api';
import {
  castRequest,
  nestErrors,
  validatePriceTable,
  valuesOf,
  type PriceTableValues,
} from './price-table-values';
import { TierFields } from './TierFields';
import '../../../components/form/form.css';

type Props = {
  /** The table being edited, or null for a new one. */
  table: PriceTable | null;
  onDone: () => void;
};

const useSave = (table: PriceTable | null) => {
  const [create] = useCreatePriceTableMutation();
  const [replace] = useReplacePriceTableMutation();
  return (values: PriceTableValues) => {
    const body = castRequest(values);
    return table ? replace({ id: table.id, body }).unwrap() : create(body).unwrap();
  };
};

const ActiveInput = () => {
  const [{ name, checked, onChange, onBlur }] = useField<boolean>('active', 'checkbox');
  return <input type="checkbox" {...{ name, checked, onChange, onBlur }} />;
};

/** Creates or replaces a table with the server's own schema; money is typed in reais. */
export const PriceTableForm = ({ table, onDone }: Props) => {
  const intl = useIntl();
  const save = useSave(table);
  const title = useRef<HTMLHeadingElement>(null);
  const text = (id: string) => intl.formatMessage({ id }, { name: table?.name });

  // The form opens in place: the focus goes to it, so keyboard users land where they work.
  useEffect(() => title.current?.focus(), []);

  const submit = async (values: PriceTableValues, form: FormHelpers<PriceTableValues>) => {
    try {
      await save(values);
      notify.success(text('adminPriceTables.saved'));
      onDone();
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
      // An overlapping tier comes back on tiers[i].min, and lands under that tier's input.
      form.setErrors(nestErrors(serverFieldErrors(error)));
    }
  };

  return (
    <section className="price-table-form" aria-labelledby="price-table-form-title">
      <h2 id="price-table-form-title" ref={title} tabIndex={-1}>
        {text(table ? 'adminPriceTables.editTitle' : 'adminPriceTables.createTitle')}
      </h2>
      <FormScope
        initialValues={valuesOf(table, intl.locale)}
        validate={validatePriceTable(intl)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className="form" noValidate>
            <FormBehaviour />
            <TextField name="name" label={text('adminPriceTables.name')} />
            <label className="checkbox">
              <ActiveInput />
              {text('adminPriceTables.active')}
            </label>
            <TierFields />
            <div className="form-actions">
              <button type="submit" disabled={isSubmitting}>
                {text(isSubmitting ? 'adminPriceTables.saving' : 'adminPriceTables.save')}
              </button>
              <button type="button" className="secondary" onClick={onDone}>
                {text('adminPriceTables.cancel')}
              </button>
            </div>
          </Form>
        )}
      </FormScope>
    </section>
  );
};
