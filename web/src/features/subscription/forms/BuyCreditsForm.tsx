import {
  CREDIT_PIX_RANGE,
  creditPixPurchaseSchema,
  formatMoney,
  type PixPayment,
} from '@chegada/contracts';
import { useIntl } from 'react-intl';
import { MoneyField, SchemaForm, SubmitButton } from '../../../components/form';
import { reaisToCentavos } from '../../../lib/i18n/money';
import { useBuyCreditsMutation } from '../api/subscription-api';

type Values = { amount: string };

/** Text that is no amount goes as it is: the schema says "a number", not "required". */
const toRequest = ({ amount }: Values) => ({
  amount: amount.trim() === '' ? '' : (reaisToCentavos(amount) ?? Number.NaN),
});

/** Credits bought by pix: an amount typed in reais, sent in centavos; answers the pix. */
export const BuyCreditsForm = ({ onPix }: { onPix: (pix: PixPayment) => void }) => {
  const intl = useIntl();
  const [buy] = useBuyCreditsMutation();
  return (
    <SchemaForm
      className="form subscription-buy"
      schema={creditPixPurchaseSchema}
      initialValues={{ amount: '' }}
      toRequest={toRequest}
      onSubmit={async (request) => onPix(await buy(request).unwrap())}
    >
      <MoneyField
        name="amount"
        label={intl.formatMessage({ id: 'subscription.credits.amount' })}
        hint={intl.formatMessage(
          { id: 'subscription.credits.amountHint' },
          {
            min: formatMoney(CREDIT_PIX_RANGE.min, intl.locale),
            max: formatMoney(CREDIT_PIX_RANGE.max, intl.locale),
          },
        )}
        required
      />
      <SubmitButton label={intl.formatMessage({ id: 'subscription.credits.buy' })} />
    </SchemaForm>
  );
};
