import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  askDataRequestSchema,
  confirmDataRequestSchema,
  dataRequestKinds,
  type DataRequestKind,
} from '@chegada/contracts';
import {
  OneTimeCodeField,
  RadioGroupField,
  SchemaForm,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormState,
} from '../../../components/form';
import { describeApiError, isApiError } from '../../../lib/api/api-error';
import { DeletionOutcome } from '../../../components/data-requests/DeletionOutcome';
import {
  useAskDataRequestMutation,
  useConfirmDataRequestMutation,
  useDeletionPreviewQuery,
  type PrivacyLink,
} from '../api/guest-data-requests-api';
import { usePendingRequest } from '../api/pending-request';

const CODE_REFUSALS = new Set<string>(['IMPORT_CODE_INVALID', 'IMPORT_CODE_EXPIRED']);

type AskValues = { kind: DataRequestKind | ''; correction: string; email: string };

/** What a deletion asked now would destroy and keep, with the dates of this stay. */
const DeletionPreview = ({ link }: { link: PrivacyLink }) => {
  const { data } = useDeletionPreviewQuery(link);
  return (
    <div className="data-request-notice">
      <p>
        <FormattedMessage id="guest.dataRequests.deletionNotice" />
      </p>
      {data ? <DeletionOutcome outcome={data} preview /> : null}
    </div>
  );
};

/** The correction's text while a correction is chosen; the deletion's consequences for one. */
const KindDetails = ({ link }: { link: PrivacyLink }) => {
  const intl = useIntl();
  const { values } = useFormState<AskValues>();
  if (values.kind === 'correction')
    return (
      <TextAreaField
        name="correction"
        rows={4}
        required
        label={intl.formatMessage({ id: 'guest.dataRequests.correction' })}
      />
    );
  // A companion's deletion is carried out by the host (their part only), within 15 days.
  if (values.kind === 'deletion' && link.guestKey)
    return (
      <p className="data-request-notice">
        <FormattedMessage id="guest.dataRequests.companionDeletion" />
      </p>
    );
  if (values.kind === 'deletion') return <DeletionPreview link={link} />;
  return null;
};

// What waits for the host's confirmation that it is them, for the kind chosen.
const COMPANION_HOST = {
  copy: 'guest.dataRequests.companionHost',
  correction: 'guest.dataRequests.companionHostCorrection',
  deletion: 'guest.dataRequests.companionHostDeletion',
} as const;

/**
 * Issue 32: nothing of a companion's goes to a typed address, and nothing is changed, before
 * the host confirms it is them; said of the kind chosen (walk52: the copy's under a deletion).
 */
const CompanionHostNote = () => {
  const { values } = useFormState<AskValues>();
  return values.kind ? (
    <p className="data-request-notice">
      <FormattedMessage id={COMPANION_HOST[values.kind]} />
    </p>
  ) : null;
};

/**
 * The last request's confirmation, said until she starts another one (walk62: it stayed beside
 * the next kind chosen, as if said of it).
 */
const ConfirmedNotice = () => {
  const { values } = useFormState<AskValues>();
  return values.kind ? null : (
    <p role="status" className="data-request-confirmed">
      <FormattedMessage id="guest.dataRequests.confirmed" />
    </p>
  );
};

/**
 * First the request, then the code its e-mail received (again after a reload, or started over);
 * confirmed, the list shows it.
 */
type AskProps = {
  link: PrivacyLink;
  listed: string[];
  /** A deletion of theirs already waits or was carried out: none is offered again (walk61). */
  deletionHeld: boolean;
};

export const AskDataRequest = ({ link, listed, deletionHeld }: AskProps) => {
  const intl = useIntl();
  const [ask] = useAskDataRequestMutation();
  const [confirm] = useConfirmDataRequestMutation();
  const [pending, setAsked] = usePendingRequest(link);
  const [confirmed, setConfirmed] = useState(false);
  const lang = intl.locale;
  // Listed, it was confirmed meanwhile (the list holds confirmed requests only).
  const asked = pending && !listed.includes(pending.requestId) ? pending : null;
  const offered = dataRequestKinds.filter((kind) => kind !== 'deletion' || !deletionHeld);
  if (asked)
    return (
      <SchemaForm
        key={asked.requestId}
        schema={confirmDataRequestSchema}
        initialValues={{ code: '' }}
        toRequest={(values) => ({ ...values, lang })}
        onSubmit={async (request, helpers) => {
          try {
            await confirm({ link, requestId: asked.requestId, request }).unwrap();
          } catch (error) {
            // A wrong or expired code is the code field's error, where the guest types again.
            if (!isApiError(error) || !CODE_REFUSALS.has(error.code ?? '')) throw error;
            helpers.setFieldError('code', describeApiError(intl.formatMessage, error));
            return;
          }
          setAsked(null);
          setConfirmed(true);
        }}
      >
        <p role="status">
          <FormattedMessage
            id="guest.dataRequests.codeSent"
            values={{ destination: asked.destination }}
          />
        </p>
        <OneTimeCodeField
          name="code"
          required
          label={intl.formatMessage({ id: 'guest.dataRequests.code' })}
        />
        <div className="form-actions">
          <SubmitButton label={intl.formatMessage({ id: 'guest.dataRequests.confirm' })} />
          <button type="button" className="ui-button" onClick={() => setAsked(null)}>
            <FormattedMessage id="guest.dataRequests.startOver" />
          </button>
        </div>
      </SchemaForm>
    );
  return (
    <SchemaForm
      schema={askDataRequestSchema}
      initialValues={{ kind: '', correction: '', email: '' }}
      toRequest={(values) => ({
        kind: values.kind,
        ...(values.kind === 'correction' ? { correction: values.correction } : {}),
        // A companion has no e-mail on the reservation: they type where the code goes.
        ...(link.guestKey ? { email: values.email } : {}),
        lang,
      })}
      onSubmit={async (request, helpers) => {
        const answer = await ask({ link, request }).unwrap();
        helpers.resetForm();
        setConfirmed(false);
        setAsked({ requestId: answer.request.id, destination: answer.destination });
      }}
    >
      {confirmed ? <ConfirmedNotice /> : null}
      {deletionHeld ? (
        <p className="data-request-notice">
          <FormattedMessage id="guestDataRequests.deletionAlreadyAsked" />
        </p>
      ) : null}
      <RadioGroupField
        name="kind"
        required
        label={intl.formatMessage({ id: 'guest.dataRequests.kind' })}
        options={offered.map((kind) => ({
          value: kind,
          label: intl.formatMessage({ id: `guest.dataRequests.kind.${kind}` }),
        }))}
      />
      <KindDetails link={link} />
      {link.guestKey ? <CompanionHostNote /> : null}
      {link.guestKey ? (
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          required
          label={intl.formatMessage({ id: 'guest.dataRequests.email' })}
          hint={intl.formatMessage({ id: 'guest.dataRequests.emailHint' })}
        />
      ) : null}
      <SubmitButton label={intl.formatMessage({ id: 'guest.dataRequests.ask' })} />
    </SchemaForm>
  );
};
