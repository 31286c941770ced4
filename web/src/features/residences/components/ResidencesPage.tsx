import { useState } from 'react';
import { useNewFromLink } from '../../../lib/hooks/use-new-from-link';
import { FormattedMessage } from 'react-intl';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Page,
  Pager,
  SearchField,
  Skeleton,
} from '../../../components/ui';
import { useListSearch } from '../../../lib/hooks/use-list-search';
import { useNotifiedAction } from '../../../lib/notifications/use-notified-action';
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
import {
  CREATING_HELD_ID,
  CreatingHeldNotice,
  useCreatingHeld,
} from '../../../components/layout/CreatingHeld';
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
  const [remove, { isLoading }] = useDeleteResidenceMutation();
  const run = useNotifiedAction();
  const confirm = async () => {
    if (!residence) return;
    const removed = () => remove(residence.id).unwrap();
    if (await run(removed, 'houses.deleted', { name: residence.name })) onClose();
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
  const held = useCreatingHeld();
  const [editing, setEditing] = useState<Editing>(useNewFromLink() && !held ? 'new' : null);
  const [linkOf, setLinkOf] = useState<Residence | null>(null);
  const [deleting, setDeleting] = useState<Residence | null>(null);
  const [sharing, setSharing] = useState<Residence | null>(null);
  const onAction = (action: ResidenceAction, residence: Residence) =>
    ({ edit: setEditing, link: setLinkOf, share: setSharing, delete: setDeleting })[action](
      residence,
    );
  const addButton = (
    <button
      type="button"
      className="ui-button ui-button-primary"
      disabled={held}
      aria-describedby={held ? CREATING_HELD_ID : undefined}
      onClick={() => setEditing('new')}
    >
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
      <CreatingHeldNotice />
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
