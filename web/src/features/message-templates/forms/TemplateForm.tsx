import { useIntl } from 'react-intl';
import { messageTemplateTextsSchema, type MessageTemplateTexts } from '@chegada/contracts';
import {
  LeaveGuard,
  type CloseGuard,
  SchemaForm,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/form';
import { describeApiError } from '../../../lib/api/api-error';
import { notify } from '../../../lib/notifications/notify';
import {
  useRestoreMessageTemplateMutation,
  useSaveMessageTemplateMutation,
  type TemplateView,
} from '../api/message-templates-api';

type Values = { subject: string; body: string; action: string; approveAction: string };

const valuesOf = (texts: MessageTemplateTexts): Values => ({
  subject: texts.subject,
  body: texts.body,
  action: texts.action ?? '',
  approveAction: texts.approveAction ?? '',
});

// A button label the shipped message does not have is not offered.
const LABELS = ['action', 'approveAction'] as const;

/**
 * One message in one language, checked with the schema PUT /api/message-templates checks.
 * `switchGuard`: picking another message or language with changes not saved asks first.
 */
export const TemplateForm = ({
  view,
  switchGuard,
}: {
  view: TemplateView;
  switchGuard: CloseGuard;
}) => {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [save] = useSaveMessageTemplateMutation();
  const [restore, restoring] = useRestoreMessageTemplateMutation();
  const { template, locale } = view;
  const labels = LABELS.filter((name) => view.defaults[name] !== undefined);
  const onRestore = async () => {
    try {
      await restore({ template, locale }).unwrap();
      notify.success(text('models.restored'));
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
    }
  };
  return (
    <SchemaForm
      key={`${template}/${locale}/${JSON.stringify(view.texts)}`}
      className="form models-form"
      schema={messageTemplateTextsSchema(template)}
      initialValues={valuesOf(view.texts)}
      onSubmit={async (texts, form, values) => {
        await save({ template, locale, texts }).unwrap();
        notify.success(text('models.saved'));
        form.resetForm({ values });
      }}
    >
      <LeaveGuard close={switchGuard} />
      <p className="models-state">{text(view.custom ? 'models.custom' : 'models.default')}</p>
      <TextField name="subject" label={text('models.field.subject')} required />
      <TextAreaField name="body" label={text('models.field.body')} rows={8} required />
      {labels.map((name) => (
        <TextField key={name} name={name} label={text(`models.field.${name}`)} />
      ))}
      <div className="models-placeholders">
        <span id="models-placeholders">{text('models.placeholders')}</span>
        <ul aria-labelledby="models-placeholders">
          {view.placeholders.map((name) => (
            <li key={name}>
              <code>{`{${name}}`}</code>
            </li>
          ))}
        </ul>
      </div>
      <div className="models-actions">
        <SubmitButton label={text('models.save')} pending={text('models.saving')} />
        {view.custom && (
          <button
            type="button"
            className="ui-button"
            disabled={restoring.isLoading}
            onClick={() => void onRestore()}
          >
            {text('models.restore')}
          </button>
        )}
      </div>
    </SchemaForm>
  );
};
