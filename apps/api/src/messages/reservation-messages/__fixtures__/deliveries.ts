import { apiAs, type Member, type TestApp } from '@chegada/testing';

export type Delivery = { channel: string; template: string; destination: string; status: string };

/** A reservation's delivery log as its host reads it (GET /stays/reservations/:id/deliveries). */
export const deliveriesOf = async (
  app: TestApp,
  member: Member,
  reservationId: string,
): Promise<Delivery[]> =>
  (
    await apiAs(
      app,
      member,
    )<{ items: Delivery[] }>(`/stays/reservations/${reservationId}/deliveries`)
  ).body.items;
