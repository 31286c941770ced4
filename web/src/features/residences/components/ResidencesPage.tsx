import { useState } from 'react';
import { useNewFromLink } from '../../../lib/hooks/use-new-from-link';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Page,
  Pager,
  SearchField,
  Skeleton,
} from '../../../components/ui';
import { describeApiError } from '../../../lib/api/api-error';
import { useListSearch } from '../../../lib/hooks/use-list-search';
import { notify } from '../../../lib/notifications/notify';
import {
  useDeleteResidenceMutation,
  useResidencesQuery,
  type Residence,
} from '../api/residences-api';
import { ResidenceForm } from '../forms/ResidenceForm';
import { CalendarFeedPanel } from './CalendarFeedPanel';
import { ResidenceLinkDialog } from './ResidenceLinkDialog';
import { ResidenceList, type ResidenceAction } from './ResidenceList';
import { ResidenceShareDialog } from './ResidenceShareDialog';
import './residences.css';

const PER_PAGE = 20;

/** Nothing open, the form for a new property, or the form for one of them. */
type Editing = null | 'new' | Residence;

const DeleteResidenceDialog = ({
  residence,
  onClose,
}: {
  residence: Residence | null;
  onClose: () => void;
}) => {
  const intl = useIntl();
  const [remove, { isLoading }] = useDeleteResidenceMutation();
  const confirm = async () => {
    if (!residence) return;
    try {
      await remove(residence.id).unwrap();
      notify.success(intl.formatMessage({ id: 'houses.deleted' }, { name: residence.name }));
      onClose();
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
    }
  };
  return (
    <ConfirmDialog
      open={residence !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="houses.delete.title" values={{ name: residence?.name }} />}
      description={<FormattedMessage id="houses.delete.description" />}
      confirmLabel={<FormattedMessage id="houses.delete.confirm" />}
      destructive
      busy={isLoading}
      onConfirm={() => void confirm()}
    />
  );
};

/** /u/houses: the account's properties, their forms, guest links and door QR codes. */
export const ResidencesPage = () => {
  const listSearch = useListSearch();
  const { page, setPage, search } = listSearch;
  const list = useResidencesQuery({ page, perPage: PER_PAGE, search });
  const [editing, setEditing] = useState<Editing>(useNewFromLink() ? 'new' : null);
  const [linkOf, setLinkOf] = useState<Residence | null>(null);
  const [deleting, setDeleting] = useState<Residence | null>(null);
  const [sharing, setSharing] = useState<Residence | null>(null);
  const onAction = (action: ResidenceAction, residence: Residence) =>
    ({ edit: setEditing, link: setLinkOf, share: setSharing, delete: setDeleting })[action](
      residence,
    );
  const addButton = (
    <button type="button" className="ui-button ui-button-primary" onClick={() => setEditing('new')}>
      <FormattedMessage id="houses.add" />
    </button>
  );

  if (editing) {
    return (
      <section className="page houses-page" aria-labelledby="house-form-title">
        <h1 id="house-form-title">
          {editing === 'new' ? (
            <FormattedMessage id="houses.addTitle" />
          ) : (
            <FormattedMessage id="houses.editTitle" values={{ name: editing.name }} />
          )}
        </h1>
        <ResidenceForm
          residence={editing === 'new' ? undefined : editing}
          onDone={(saved) => {
            setEditing(null);
            if (editing === 'new') setLinkOf(saved);
          }}
          onCancel={() => setEditing(null)}
        />
        {editing === 'new' ? null : <CalendarFeedPanel residence={editing} />}
      </section>
    );
  }
  return (
    <Page titleId="route.houses" className="houses-page" actions={addButton}>
      <SearchField className="houses-search" labelId="houses.search" search={listSearch} />
      {list.isLoading ? (
        <Skeleton lines={5} />
      ) : list.error || !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id={search ? 'houses.emptySearch' : 'houses.emptyTitle'} />}
          description={search ? undefined : <FormattedMessage id="houses.emptyDescription" />}
          action={search ? undefined : addButton}
        />
      ) : (
        <>
          <ResidenceList residences={list.data.items} onAction={onAction} />
          <Pager page={page} lastPage={list.data.lastPage} onPage={setPage} />
        </>
      )}
      <ResidenceLinkDialog residence={linkOf} onClose={() => setLinkOf(null)} />
      <DeleteResidenceDialog residence={deleting} onClose={() => setDeleting(null)} />
      {sharing ? (
        <ResidenceShareDialog residence={sharing} onClose={() => setSharing(null)} />
      ) : null}
    </Page>
  );
};
