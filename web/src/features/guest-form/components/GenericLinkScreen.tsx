import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router';
import { lazyForm } from '../../../components/form/lazy-form';
import { Loading } from '../../../components/layout/Loading';
import { useGenericLinkPageQuery } from '../api/guest-form-api';
import type { GenericLinkTarget } from '../api/guest-form-types';
import { LoadFailed } from './LoadFailed';
import { usePropertyLanguages } from './use-guest-link';
import '../guest-form.css';

const GenericLinkForm = lazyForm(() =>
  import('./GenericLinkForm').then((module) => module.GenericLinkForm),
);

/** /p/formdata/generic/:friendlyCode/:residenceId/:source: one link for every guest (§2). */
export const GenericLinkScreen = () => {
  const { friendlyCode = '', residenceId = '', source = '' } = useParams();
  const target: GenericLinkTarget = { friendlyCode, residenceId, source };
  const { data: page, error, isLoading, refetch } = useGenericLinkPageQuery(target);
  usePropertyLanguages(page?.residence.supportedLanguages);
  return (
    <section className="page guest-page">
      <h1>
        <FormattedMessage id="route.guestForm" />
      </h1>
      {isLoading ? <Loading /> : null}
      {!page && error ? <LoadFailed error={error} retry={() => void refetch()} /> : null}
      {page ? (
        <>
          <p className="guest-stay-summary">
            <strong>{page.residence.name}</strong>
            <br />
            {page.residence.city} · {page.residence.state}
          </p>
          <p>
            <FormattedMessage id="guest.generic.intro" />
          </p>
          <GenericLinkForm target={target} page={page} />
        </>
      ) : null}
    </section>
  );
};
