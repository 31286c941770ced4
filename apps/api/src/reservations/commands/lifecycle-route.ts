import type { Type } from '@nestjs/common';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import type { MessageKey } from '@chegada/contracts';
import type { ReservationCommand, ReservationCommandType } from '@chegada/domain';
import type { ReservationCommandRunner } from '../reservation-command-runner';
import { addCommandRoute } from './command-route';

type DataOf<Command extends ReservationCommandType> = Omit<
  Extract<ReservationCommand, { type: Command }>['data'],
  'reservationId'
>;

/**
 * A command that only forwards its body to the decider: the reservation is named by the
 * path's `:id` (POST …/:id) or by the body's `id` (PUT).
 */
export type LifecycleRoute<
  Command extends ReservationCommandType = ReservationCommandType,
  Schema extends ObjectSchema<AnyObject> = ObjectSchema<AnyObject>,
> = {
  route: `POST ${string}/:id` | `PUT ${string}`;
  summary: string;
  body: Schema;
  command: Command;
  data: (body: InferType<Schema>) => DataOf<Command>;
  message: MessageKey;
};

/** Checks one route's body against its command's payload; the list then forgets the pairing. */
export const lifecycleRoute = <
  Command extends ReservationCommandType,
  Schema extends ObjectSchema<AnyObject>,
>(
  route: LifecycleRoute<Command, Schema>,
): LifecycleRoute => route;

type Host = { readonly runner: ReservationCommandRunner };

/** The method a route becomes, named as the command (`approveReservation`) for OpenAPI. */
const addRoute = (controller: Type<Host>, route: LifecycleRoute): void => {
  const { command, data, message } = route;
  const key = command.charAt(0).toLowerCase() + command.slice(1);
  addCommandRoute(
    controller,
    key,
    route,
    (host, { id, body = {} }, context) => {
      const reservationId = id ?? (body.id as string);
      // The route's `data` was checked against this command by lifecycleRoute.
      const payload = { reservationId, ...data(body) } as never;
      return host.runner.execute(command, payload, context);
    },
    message,
  );
};

/** Gives the controller one route per entry, each running its command through the runner. */
export const withLifecycleRoutes = (
  controller: Type<Host>,
  routes: readonly LifecycleRoute[],
): void => routes.forEach((route) => addRoute(controller, route));
