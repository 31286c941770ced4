import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { companyGuestLinksPath } from '@chegada/contracts';
import { SUPPORT_CONTACT } from '../../../config/support';
import { useSessionUser } from '../../../lib/session/use-session';
import type { SessionUser } from '../../../lib/session/session-user';
import { AvatarForm } from '../forms/AvatarForm';
import { PasswordForm, PersonalForm } from '../forms/ProfileForms';
import './profile.css';
import { EmailAddress } from '../../../components/ui/EmailAddress';
import { Page } from '../../../components/ui/Page';
import { PageSection } from '../../../components/ui/PageSection';

/** Where every guest link of the company starts (spec §2: /p/formdata/:friendlyCode/…). */
const guestLinkBase = (friendlyCode: string): string =>
  `${window.location.origin}${companyGuestLinksPath(friendlyCode)}`;

type Row = { labelId: string; value: ReactNode };

const Section = ({ titleId, rows }: { titleId: string; rows: Row[] }) => (
  <PageSection id={`${titleId}-title`} titleId={titleId} className="profile-section">
    <dl>
      {rows.map(({ labelId, value }) => (
        <div key={labelId}>
          <dt>
            <FormattedMessage id={labelId} />
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  </PageSection>
);

const companyRows = (company: NonNullable<SessionUser['company']>): Row[] => [
  { labelId: 'profile.companyName', value: company.name },
  { labelId: 'profile.friendlyCode', value: company.friendlyCode },
  {
    labelId: 'profile.guestLinkBase',
    value: (
      <>
        <code className="profile-link">{guestLinkBase(company.friendlyCode)}</code>
        <small>
          <FormattedMessage id="profile.guestLinkHint" />
        </small>
      </>
    ),
  },
];

const SubscriptionSection = ({ user }: { user: SessionUser }) => {
  const intl = useIntl();
  const subscription = user.currentSubscription;
  const none = intl.formatMessage({ id: 'profile.none' });
  const rows: Row[] = [
    {
      labelId: 'profile.plan',
      value: subscription
        ? intl.formatMessage({ id: 'profile.planName' }, { plan: subscription.plan.name })
        : none,
    },
    {
      labelId: 'profile.status',
      value: subscription
        ? intl.formatMessage({ id: `profile.status.${subscription.status}` })
        : none,
    },
  ];
  const days = subscription?.status === 'trial' ? subscription.trialDaysLeft : null;
  if (days !== null && days !== undefined) {
    rows.push({
      labelId: 'profile.trialLeft',
      value: intl.formatMessage({ id: 'profile.trialDaysLeft' }, { days }),
    });
  }
  return <Section titleId="profile.subscription" rows={rows} />;
};

const EditSection = ({ titleId, children }: { titleId: string; children: ReactNode }) => (
  <PageSection id={`${titleId}-title`} titleId={titleId} className="profile-section">
    {children}
  </PageSection>
);

/**
 * /u/perfil: who is signed in (GET /api/me). Name, phone, photo and password are the user's to
 * change;
 * the e-mail, the company and the plan are shown, changed through support or the subscription.
 */
export const ProfilePage = () => {
  const intl = useIntl();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Page titleId="route.profile">
      <EditSection titleId="profile.personal">
        <p className="profile-email">
          <FormattedMessage id="profile.email" />:{' '}
          <strong>
            <EmailAddress email={user.email} />
          </strong>{' '}
          · {intl.formatMessage({ id: `profile.role.${user.role}` })}
        </p>
        <PersonalForm user={user} />
      </EditSection>
      <EditSection titleId="profile.avatar.title">
        <AvatarForm user={user} />
      </EditSection>
      <EditSection titleId="profile.password">
        <PasswordForm />
      </EditSection>
      {user.company && <Section titleId="profile.company" rows={companyRows(user.company)} />}
      {user.currentSubscription && <SubscriptionSection user={user} />}
      <p className="profile-note">
        <FormattedMessage id="profile.readOnly" />{' '}
        <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
      </p>
    </Page>
  );
};
