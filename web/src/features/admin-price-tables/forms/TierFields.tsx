import { useIntl } from 'react-intl';
import { ArrayField, MoneyField, TextField } from '../../../components/form';
import { emptyTier, type TierValues } from './price-table-values';

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
  const text = (id: string, number?: number) => intl.formatMessage({ id }, { number });
  return (
    <ArrayField<TierValues>
      name="tiers"
      legend={text('adminPriceTables.tiers')}
      itemLegend={(index) => text('adminPriceTables.tier', index + 1)}
      newItem={nextTier}
      addLabel={text('adminPriceTables.addTier')}
      removeLabel={(index) => text('adminPriceTables.removeTier', index + 1)}
      minItems={1}
    >
      {(index) => (
        <div className="tier">
          <TextField
            name={`tiers.${index}.min`}
            label={text('adminPriceTables.min')}
            inputMode="numeric"
            required
          />
          <TextField
            name={`tiers.${index}.max`}
            label={text('adminPriceTables.max')}
            inputMode="numeric"
            required
          />
          <MoneyField
            name={`tiers.${index}.monthlyPrice`}
            label={text('adminPriceTables.monthlyPrice')}
            required
          />
        </div>
      )}
    </ArrayField>
  );
};
