import { FormattedMessage, useIntl } from 'react-intl';
import type { StaysListingView } from '@chegada/contracts';
import { LoadProblem, PageSection, Skeleton, TableHead } from '../../../components/ui';
import { useNotifiedAction } from '../../../lib/notifications/use-notified-action';
import { useMapStaysListingMutation, useStaysListingsQuery } from '../api/stays-api';

/** Each Stays listing with a picker of the property its bookings go to. */
export const StaysListings = ({ onMapped }: { onMapped: () => void }) => {
  const intl = useIntl();
  const { data, error, isLoading } = useStaysListingsQuery();
  const [map, mapping] = useMapStaysListingMutation();
  const run = useNotifiedAction();
  const choose = (listing: StaysListingView, residenceId: string | null) =>
    run(
      async () => {
        await map({ listingId: listing.id, residenceId }).unwrap();
        if (residenceId) onMapped();
      },
      residenceId ? 'staysPanel.mapped' : 'staysPanel.unmapped',
    );
  return (
    <PageSection
      className="stays-listings"
      id="stays-listings-title"
      level={3}
      titleId="staysPanel.listings"
      introId="staysPanel.listingsIntro"
      introClassName="stays-hint"
    >
      {isLoading ? <Skeleton lines={3} /> : null}
      {error ? <LoadProblem messageId="staysPanel.listings" error={error} /> : null}
      {data && data.listings.length === 0 ? (
        <p>
          <FormattedMessage id="staysPanel.noListings" />
        </p>
      ) : null}
      {data && data.listings.length > 0 ? (
        <table className="stays-listings-table">
          <TableHead messageIds={['staysPanel.listing', 'staysPanel.property']} />
          <tbody>
            {data.listings.map((listing) => (
              <tr key={listing.id}>
                <th scope="row">{listing.name}</th>
                <td>
                  <select
                    className="field-control"
                    aria-label={intl.formatMessage(
                      { id: 'staysPanel.propertyFor' },
                      { listing: listing.name },
                    )}
                    value={listing.residenceId ?? ''}
                    disabled={mapping.isLoading}
                    onChange={(event) => void choose(listing, event.target.value || null)}
                  >
                    <option value="">{intl.formatMessage({ id: 'staysPanel.notImported' })}</option>
                    {data.properties.map((property) => (
                      <option
                        key={property.id}
                        value={property.id}
                        disabled={property.hasCalendarFeed}
                      >
                        {property.hasCalendarFeed
                          ? intl.formatMessage(
                              { id: 'staysPanel.hasCalendar' },
                              { name: property.name },
                            )
                          : property.name}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </PageSection>
  );
};
