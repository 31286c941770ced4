import { FormattedMessage } from 'react-intl';
import { lazyForm } from '../../../components/form/lazy-form';
import { useGenericLinkPageQuery } from '../api/generic-link-api';
import type { GenericLinkTarget } from '../api/guest-form-types';
import { useGuestParams } from '../routing/guest-routing';
import { usePrefetchStepMessages, withStepMessages } from '../step-messages';
import { GuestPageFrame } from './GuestPageFrame';
import { useResidenceLanguages } from '../../../lib/i18n/residence-languages';

const GenericLinkForm = lazyForm(() =>
  import('./GenericLinkForm').then((module) => withStepMessages(module.GenericLinkForm)),
);

/** /p/formdata/generic/:friendlyCode/:residenceId/:source: one link for every guest (§2). */
export const GenericLinkScreen = () => {
  const { friendlyCode = '', residenceId = '', source = '' } = useGuestParams();
  const target: GenericLinkTarget = { friendlyCode, residenceId, source };
  const query = useGenericLinkPageQuery(target);
  useResidenceLanguages(query.data?.residence.supportedLanguages);
  usePrefetchStepMessages();
  return (
    <GuestPageFrame query={query}>
      {(page) => (
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
      )}
    </GuestPageFrame>
  );
};
