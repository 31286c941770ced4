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
import { useDeleteHouseMutation, useHousesQuery, type House } from '../api/houses-api';
import { HouseForm } from '../forms/HouseForm';
import { HouseLinkDialog } from './HouseLinkDialog';
import { HouseList, type HouseAction } from './HouseList';
import { HouseShareDialog } from './HouseShareDialog';
import './houses.css';

const PER_PAGE = 20;

/** Nothing open, the form for a new property, or the form for one of them. */
type Editing = null | 'new' | House;

const DeleteHouseDialog = ({ house, onClose }: { house: House | null; onClose: () => void }) => {
  const intl = useIntl();
  const [remove, { isLoading }] = useDeleteHouseMutation();
  const confirm = async () => {
    if (!house) return;
    try {
      await remove(house.id).unwrap();
      notify.success(intl.formatMessage({ id: 'houses.deleted' }, { name: house.name }));
      onClose();
    } catch (error) {
      notify.error(describeApiError(intl.formatMessage, error));
    }
  };
  return (
    <ConfirmDialog
      open={house !== null}
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="houses.delete.title" values={{ name: house?.name }} />}
      description={<FormattedMessage id="houses.delete.description" />}
      confirmLabel={<FormattedMessage id="houses.delete.confirm" />}
      destructive
      busy={isLoading}
      onConfirm={() => void confirm()}
    />
  );
};

/** /u/houses: the account's properties, their forms, guest links and door QR codes. */
export const HousesPage = () => {
  const listSearch = useListSearch();
  const { page, setPage, search } = listSearch;
  const list = useHousesQuery({ page, perPage: PER_PAGE, search });
  const [editing, setEditing] = useState<Editing>(useNewFromLink() ? 'new' : null);
  const [linkOf, setLinkOf] = useState<House | null>(null);
  const [deleting, setDeleting] = useState<House | null>(null);
  const [sharing, setSharing] = useState<House | null>(null);
  const onAction = (action: HouseAction, house: House) =>
    ({ edit: setEditing, link: setLinkOf, share: setSharing, delete: setDeleting })[action](house);
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
        <HouseForm
          house={editing === 'new' ? undefined : editing}
          onDone={(saved) => {
            setEditing(null);
            if (editing === 'new') setLinkOf(saved);
          }}
          onCancel={() => setEditing(null)}
        />
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
          <HouseList houses={list.data.items} onAction={onAction} />
          <Pager page={page} lastPage={list.data.lastPage} onPage={setPage} />
        </>
      )}
      <HouseLinkDialog house={linkOf} onClose={() => setLinkOf(null)} />
      <DeleteHouseDialog house={deleting} onClose={() => setDeleting(null)} />
      {sharing ? <HouseShareDialog house={sharing} onClose={() => setSharing(null)} /> : null}
    </Page>
  );
};
