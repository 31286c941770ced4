import { useIntl } from 'react-intl';
import { answerDataRequestSchema } from '@chegada/contracts';
import { SchemaForm, SubmitButton, TextAreaField } from '../../../components/form';
import { notify } from '../../../lib/notifications/notify';
import { useAnswerDataRequestMutation } from '../api/data-requests-api';

/** The host's answer to one request: recorded with who gave it and when. */
export const AnswerForm = ({ id }: { id: string }) => {
  const intl = useIntl();
  const [answer] = useAnswerDataRequestMutation();
  return (
    <SchemaForm
      schema={answerDataRequestSchema}
      initialValues={{ answer: '' }}
      onSubmit={async (request) => {
        await answer({ id, request }).unwrap();
        notify.success(intl.formatMessage({ id: 'dataRequests.saved' }));
      }}
    >
      <TextAreaField
        name="answer"
        rows={3}
        required
        label={intl.formatMessage({ id: 'dataRequests.answer' })}
        hint={intl.formatMessage({ id: 'dataRequests.answerHint' })}
      />
      <SubmitButton label={intl.formatMessage({ id: 'dataRequests.send' })} />
    </SchemaForm>
  );
};
