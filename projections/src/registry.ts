import type { PersonalDataVault } from '@chegada/personal-data';
import { auditTrailProjection } from './audit-trail/audit-trail.projection';
import type { AnyProjection } from './projection';
import { openingGuestContacts } from './reservations/reservation-list.personal-data';
import { reservationListProjection } from './reservations/reservation-list.projection';

/** What the production projections need besides the database and the event store. */
export type ProjectionDependencies = { personalData: PersonalDataVault };

/** Every projection the app runs and `npm run projections:rebuild` knows by name. */
export const productionProjections = ({
  personalData,
}: ProjectionDependencies): readonly AnyProjection[] => [
  auditTrailProjection,
  { ...reservationListProjection, prepare: openingGuestContacts(personalData) },
];

export const projectionNames: readonly string[] = [
  auditTrailProjection.name,
  reservationListProjection.name,
];

export const findProjection = (
  name: string,
  dependencies: ProjectionDependencies,
): AnyProjection | undefined =>
  productionProjections(dependencies).find((projection) => projection.name === name);
