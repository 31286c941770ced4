import { Inject, Param, Post, Put, applyDecorators, type Type } from '@nestjs/common';
import { CommandBus, type Command } from '@nestjs/cqrs';
import type { AnyObject, ObjectSchema } from 'yup';
import type { MessageKey } from '@chegada/contracts';
import { CommandMeta, type CommandContext, IdParamPipe, YupBody } from '../../common';
import type { ReservationOutcome } from '../reservation-command-runner';
import {
  CommandReply,
  ReservationCommandRoute,
  ReservationsController,
  type Reply,
} from '../reservation-http';

/**
 * A reservation command's route: `VERB path`, where a path with `:id` names the reservation
 * (otherwise the body's `id` does), the body it validates and documents (if any), the
 * OpenAPI summary and the status of success.
 */
export type CommandRouteShape = {
  route: `POST ${string}` | `PUT ${string}`;
  summary: string;
  body?: ObjectSchema<AnyObject>;
  status?: 200 | 201;
};

/** The route's input: the path's id when it has one, else the validated body. */
type Run<Host> = (
  host: Host,
  input: { id?: string; body?: AnyObject },
  context: CommandContext,
) => Promise<ReservationOutcome>;

/**
 * Gives the controller the method `key` (named so for OpenAPI's operationId) with the route's
 * parameters and documentation, answering through `reply` with `message`.
 */
export const addCommandRoute = <Host>(
  controller: Type<Host>,
  key: string,
  shape: CommandRouteShape,
  run: Run<Host>,
  message: MessageKey,
): void => {
  const [verb, path] = shape.route.split(' ') as ['POST' | 'PUT', string];
  const byPath = path.includes(':id');
  const prototype = controller.prototype as object;
  const handler = function (this: Host, ...args: unknown[]) {
    const id = byPath ? (args.shift() as string) : undefined;
    const body = shape.body ? (args.shift() as AnyObject) : undefined;
    const [context, reply] = args as [CommandContext, Reply];
    return reply(() => run(this, { id, body }, context), message);
  };
  // Nest and OpenAPI read a route's metadata under its function's name.
  Object.defineProperty(handler, 'name', { value: key });
  Object.defineProperty(prototype, key, { value: handler, writable: true });
  const params = [
    ...(byPath ? [Param('id', IdParamPipe)] : []),
    ...(shape.body ? [YupBody(shape.body)] : []),
    CommandMeta(),
    CommandReply(),
  ];
  params.forEach((decorate, index) => decorate(prototype, key, index));
  // What the compiler would record for (id: string, body, context, reply).
  const types = [...(byPath ? [String] : []), ...(shape.body ? [Object] : []), Object, Function];
  Reflect.defineMetadata('design:paramtypes', types, prototype, key);
  const descriptor = Object.getOwnPropertyDescriptor(prototype, key) as PropertyDescriptor;
  // Innermost first, as written above a method.
  applyDecorators(
    ReservationCommandRoute(shape.summary, { status: shape.status }),
    (verb === 'POST' ? Post : Put)(path),
  )(prototype, key, descriptor);
};

/** A command with a handler of its own: `command` builds it from the route's input. */
export type CommandBusRoute<Input> = CommandRouteShape & {
  command: (input: Input, context: CommandContext) => Command<ReservationOutcome>;
  message: MessageKey;
};

type BusHost = { commandBus: CommandBus };

/**
 * The controller of one such command: its method `key` runs the command on the bus. The
 * input is the body, or the path's id on a route without a body.
 */
export const CommandBusController =
  <Input>(key: string, route: CommandBusRoute<Input>): ClassDecorator =>
  (target) => {
    const controller = target as unknown as Type<BusHost>;
    Inject(CommandBus)(controller.prototype as object, 'commandBus');
    const run: Run<BusHost> = (host, { id, body }, context) =>
      host.commandBus.execute(route.command((body ?? id) as Input, context));
    addCommandRoute(controller, key, route, run, route.message);
    ReservationsController()(target);
  };
