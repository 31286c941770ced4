import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '../../../components/ui/CopyButton';
import type { GuestFormPage } from '../api/guest-form-types';
import { MOMENT_WITH_YEAR } from '../../../lib/i18n/format';

/** One part of the arrival guide, under its heading. */
export const GuideSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="arrival-guide-section">
    <h3>
      <FormattedMessage id={title} />
    </h3>
    {children}
  </section>
);

/** One fact of a section's list: its name, then its value (`noTranslate`: a name or a secret). */
export const GuideFact = ({
  term,
  noTranslate = false,
  children,
}: {
  term: string;
  noTranslate?: boolean;
  children: ReactNode;
}) => (
  <div>
    <dt>
      <FormattedMessage id={term} />
    </dt>
    <dd translate={noTranslate ? 'no' : undefined}>{children}</dd>
  </div>
);

/** When the server releases the access, in the property's time zone. */
const useReleaseTime = (page: GuestFormPage) =>
  useIntl().formatDate(page.access.releasesAt, {
    ...MOMENT_WITH_YEAR,
    timeZone: page.residence.timeZone,
  });

/**
 * The door: its code only once the server releases it, and promised beforehand only where the
 * stay opens with one (a lock, a code the host set); the access instructions likewise.
 */
export const GuideDoor = ({ page }: { page: GuestFormPage }) => {
  const { access } = page;
  const when = useReleaseTime(page);
  if (!access.released) {
    const later = access.doorCode
      ? 'guest.status.accessLater'
      : access.hasInstructions
        ? 'guest.status.instructionsLater'
        : null;
    return later ? (
      <GuideSection title="guest.guide.door">
        <p>
          <FormattedMessage id={later} values={{ when }} />
        </p>
      </GuideSection>
    ) : null;
  }
  if (!access.passcode && !access.instructions) return null;
  return (
    <GuideSection title="guest.guide.door">
      {access.passcode ? (
        <p className="guest-passcode">
          <FormattedMessage id="guest.status.passcode" />{' '}
          <strong translate="no">{access.passcode}</strong>
        </p>
      ) : null}
      {access.instructions ? <p className="guest-instructions">{access.instructions}</p> : null}
    </GuideSection>
  );
};

/** The Wi-Fi's network, and its password (a secret of the stay) once access is released. */
export const GuideWifi = ({ page }: { page: GuestFormPage }) => {
  const intl = useIntl();
  const when = useReleaseTime(page);
  const guide = page.guide;
  if (!guide || (!guide.wifiNetwork && !guide.hasWifiPassword)) return null;
  return (
    <GuideSection title="guest.guide.wifi">
      <dl className="arrival-guide-facts">
        {guide.wifiNetwork ? (
          <GuideFact term="guest.guide.wifiNetwork" noTranslate>
            {guide.wifiNetwork}
          </GuideFact>
        ) : null}
        {guide.wifiPassword ? (
          <GuideFact term="guest.guide.wifiPassword" noTranslate>
            <strong className="arrival-guide-secret">{guide.wifiPassword}</strong>{' '}
            <CopyButton
              text={guide.wifiPassword}
              label={intl.formatMessage({ id: 'guest.guide.copyWifiPassword' })}
            />
          </GuideFact>
        ) : null}
      </dl>
      {guide.hasWifiPassword && !guide.wifiPassword ? (
        <p>
          <FormattedMessage id="guest.guide.wifiLater" values={{ when }} />
        </p>
      ) : null}
    </GuideSection>
  );
};
