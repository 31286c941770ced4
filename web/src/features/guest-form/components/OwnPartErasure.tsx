import { biometricErasureOf, type BiometricErasure } from '@chegada/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useOwnDataRequestsQuery } from '../api/guest-form-api';
import type { GuestFormPage, GuestLink } from '../api/guest-form-types';
import '../guest-summary.css';

/**
 * On a companion's own link, their own deletion carried out before the stay's end (issue 32
 * walk52), read from their requests: 'reading' until known; null when there is none (or the
 * requests could not be read: the part is shown as before).
 */
export const useOwnErasure = (
  page: GuestFormPage,
  link: GuestLink,
  skip: boolean,
): BiometricErasure | 'reading' | null => {
  const { data, isLoading } = useOwnDataRequestsQuery(
    { ...link, friendlyCode: link.friendlyCode ?? page.company.friendlyCode },
    { skip: skip || !link.additionalGuestKey },
  );
  if (isLoading) return 'reading';
  return data?.map(biometricErasureOf).find((erasure) => erasure !== null) ?? null;
};

/** What went of the companion's data, what goes when, and nothing more to send. */
export const OwnPartErasure = ({
  erasure,
  timeZone,
}: {
  erasure: BiometricErasure;
  timeZone: string;
}) => {
  const intl = useIntl();
  const day = (value: string) => intl.formatDate(value, { dateStyle: 'long', timeZone });
  return (
    <section className="guest-status inAnalysis" aria-live="polite">
      <h2>
        <FormattedMessage id="guest.own.erasing" />
      </h2>
      <p>
        <FormattedMessage
          id="guest.own.erasingHint"
          values={{ at: day(erasure.at), until: erasure.until ? day(erasure.until) : 'none' }}
        />
      </p>
    </section>
  );
};
