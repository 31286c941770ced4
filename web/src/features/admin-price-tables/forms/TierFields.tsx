import { getIn, useFormContext } from '../../../lib/forms/form-state';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/form/TextField';
import { emptyTier, type PriceTableValues, type TierValues } from './price-table-values';

// A new tier starts where the last one ends, the usual way to extend a table.
const nextTier = (tiers: readonly TierValues[]): TierValues => {
  const lastMax = Number(tiers.at(-1)?.max);
  return Number.isInteger(lastMax) && lastMax > 0
    ? { ...emptyTier, min: String(lastMax + 1) }
    : { ...emptyTier };
};

/** The tiers, added and removed in place; each one's errors sit under its own inputs. */
export const TierFields = () => {
  const intl = useIntl();
  const { values, errors, setFieldValue } = useFormContext<PriceTableValues>();
  const text = (id: string, number?: number) => intl.formatMessage({ id }, { number });
  // A problem with the list as a whole (none, too many), not with one tier.
  const listError: unknown = getIn(errors, 'tiers');
  return (
    <div className="tiers">
      <h3>{text('adminPriceTables.tiers')}</h3>
      {values.tiers.map((_, index) => (
        <fieldset key={index} className="tier">
          <legend>{text('adminPriceTables.tier', index + 1)}</legend>
          <TextField
            name={`tiers.${index}.min`}
            label={text('adminPriceTables.min')}
            inputMode="numeric"
          />
          <TextField
            name={`tiers.${index}.max`}
            label={text('adminPriceTables.max')}
            inputMode="numeric"
          />
          <TextField
            name={`tiers.${index}.monthlyPrice`}
            label={text('adminPriceTables.monthlyPrice')}
            inputMode="decimal"
          />
          <button
            type="button"
            className="secondary"
            onClick={() => void setFieldValue('tiers', values.tiers.toSpliced(index, 1))}
            disabled={values.tiers.length === 1}
          >
            {text('adminPriceTables.removeTier', index + 1)}
          </button>
        </fieldset>
      ))}
      {typeof listError === 'string' && (
        <p className="form-problem" role="alert">
          {listError}
        </p>
      )}
      <button
        type="button"
        className="secondary"
        onClick={() => void setFieldValue('tiers', [...values.tiers, nextTier(values.tiers)])}
      >
        {text('adminPriceTables.addTier')}
      </button>
    </div>
  );
};
