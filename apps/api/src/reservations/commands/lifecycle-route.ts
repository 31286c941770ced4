import { Body, Param, Post, Put, applyDecorators, type Type } from '@nestjs/common';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import type { MessageKey } from '@chegada/contracts';
import type { ReservationCommand, ReservationCommandType } from '@chegada/domain';
import {
  CommandMeta,
  type CommandContext,
  ApiYupBody,
  YupValidationPipe,
  IdParamPipe,
} from '../../common';
import { ReservationCommandRunner } from '../reservation-command-runner';
import { CommandReply, ReservationCommandRoute, type Reply } from '../reservation-http';

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
type Handler = (this: Host, ...args: unknown[]) => Promise<unknown>;

const handlerOf = ({ command, data, message }: LifecycleRoute, byPath: boolean): Handler =>
  function (this: Host, ...args: unknown[]) {
    const [id, body, context, reply] = (byPath ? args : [undefined, ...args]) as [
      string | undefined,
      AnyObject,
      CommandContext,
      Reply,
    ];
    const reservationId = id ?? (body.id as string);
    // The route's `data` was checked against this command by lifecycleRoute.
    const payload = { reservationId, ...data(body) } as never;
    return reply(() => this.runner.execute(command, payload, context), message);
  };

/** The method a route becomes, named as the command (`approveReservation`) for OpenAPI. */
const addRoute = (controller: Type<Host>, route: LifecycleRoute): void => {
  const [verb, path] = route.route.split(' ') as ['POST' | 'PUT', string];
  const byPath = verb === 'POST';
  const key = route.command.charAt(0).toLowerCase() + route.command.slice(1);
  const prototype = controller.prototype as object;
  // Nest and OpenAPI read a route's metadata under its function's name.
  const handler = Object.defineProperty(handlerOf(route, byPath), 'name', { value: key });
  Object.defineProperty(prototype, key, { value: handler, writable: true });
  const params = [Body(new YupValidationPipe(route.body)), CommandMeta(), CommandReply()];
  [...(byPath ? [Param('id', IdParamPipe)] : []), ...params].forEach((decorate, index) =>
    decorate(prototype, key, index),
  );
  // What the compiler would record for (id: string, body, context, reply).
  const types = [...(byPath ? [String] : []), Object, Object, Function];
  Reflect.defineMetadata('design:paramtypes', types, prototype, key);
  const descriptor = Object.getOwnPropertyDescriptor(prototype, key) as PropertyDescriptor;
  // Innermost first, as written above a method.
  applyDecorators(
    ApiYupBody(route.body),
    ReservationCommandRoute(route.summary),
    (verb === 'POST' ? Post : Put)(path),
  )(prototype, key, descriptor);
};

/** Gives the controller one route per entry, each running its command through the runner. */
export const withLifecycleRoutes = (
  controller: Type<Host>,
  routes: readonly LifecycleRoute[],
): void => routes.forEach((route) => addRoute(controller, route));
