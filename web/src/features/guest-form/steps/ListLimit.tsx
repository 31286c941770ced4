import { useIntl } from 'react-intl';
import { useFormState } from '../../../components/form';

/**
 * Says at once when a list holds more than the property takes ('Max guests reached!', the
 * parking spaces): the schema's list error shows only once every item is valid.
 */
export const ListLimit = ({
  name,
  max,
  messageId,
}: {
  name: string;
  max: number;
  messageId: string;
}) => {
  const intl = useIntl();
  const { values } = useFormState<Record<string, unknown[] | undefined>>();
  const count = values[name]?.length ?? 0;
  return count > max ? (
    <p className="form-problem" role="alert">
      {intl.formatMessage({ id: messageId }, { max })}
    </p>
  ) : null;
};
