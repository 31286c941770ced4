import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton, Dialog, ErrorState, Skeleton } from '../../../components/ui';
import { useShareResidenceMutation, type Residence } from '../api/residences-api';

type Props = { residence: Residence; onClose: () => void };

/** A fresh, expiring link to the property's page as guests see it (/u/houses/details/:token). */
export const ResidenceShareDialog = ({ residence, onClose }: Props) => {
  const intl = useIntl();
  const [share, shared] = useShareResidenceMutation();
  useEffect(() => {
    void share(residence.id);
  }, [share, residence.id]);
  const link = shared.data
    ? `${window.location.origin}/u/houses/details/${encodeURIComponent(shared.data.token)}`
    : '';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="houses.share.title" values={{ name: residence.name }} />}
      description={<FormattedMessage id="houses.share.description" />}
    >
      {shared.isLoading || shared.isUninitialized ? (
        <Skeleton lines={2} />
      ) : shared.error || !shared.data ? (
        <ErrorState error={shared.error} onRetry={() => void share(residence.id)} />
      ) : (
        <>
          <p className="house-link">
            <code>{link}</code>
            <CopyButton text={link} label={intl.formatMessage({ id: 'houses.share.copy' })} />
          </p>
          <p>
            <FormattedMessage
              id="houses.share.until"
              values={{
                until: intl.formatDate(shared.data.expiresAt, {
                  dateStyle: 'long',
                  timeStyle: 'short',
                }),
              }}
            />
          </p>
        </>
      )}
    </Dialog>
  );
};
