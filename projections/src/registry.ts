import { auditTrailProjection } from './audit-trail/audit-trail.projection';
import type { AnyProjection } from './projection';
import { reservationListProjection } from './reservations/reservation-list.projection';

/** Every projection the app runs and `npm run projections:rebuild` knows by name. */
export const productionProjections: readonly AnyProjection[] = [
  auditTrailProjection,
  reservationListProjection,
];

export const findProjection = (name: string): AnyProjection | undefined =>
  productionProjections.find((projection) => projection.name === name);
