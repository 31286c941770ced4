import fc from 'fast-check';
import { isDomainError, type CommandMetadata, type ReservationCommand } from '@chegada/domain';
import type { Member, TestApp } from '@chegada/testing';
import { reservationCalls, send, type Call } from './reservation-calls';
import { reservationBody, runAsSystem } from './reservation-fixtures';

/** Who sends a step: the account's two members, another account's owner, the admin. */
export type Actor = 'owner' | 'subUser' | 'stranger' | 'admin';
export const ACCOUNT_ACTORS: readonly Actor[] = ['owner', 'subUser'];

const HOST_ACTIONS = [
  'approve',
  'refuse',
  'cancel',
  'revert',
  'finishCheckout',
  'visibility',
  'guestStatus',
  'extend',
  'maxGuests',
] as const;
type HostAction = (typeof HOST_ACTIONS)[number];

/** Check-in `hours` after the clock of the read side, for `nights` nights. */
type Stay = { checkInHours: number; nights: number };

export type Step =
  | ({ kind: 'create'; actor: Actor } & Stay)
  | ({
      kind: 'host';
      actor: Actor;
      /** Index into the reservations created so far, modulo their number. */
      target: number;
      action: HostAction;
      guestStatus: number;
      maxGuests: number;
    } & Stay)
  | {
      kind: 'guest';
      target: number;
      action: 'SaveGuestForm' | 'SubmitGuestForm' | 'PassAutomaticChecks';
      registeredGuests: number;
      needsAutomaticChecks: boolean;
    };

// Mostly the account's members, so sequences travel far through the lifecycle.
const anyActor = fc.oneof(
  { arbitrary: fc.constantFrom<Actor>('owner', 'subUser'), weight: 3 },
  { arbitrary: fc.constantFrom<Actor>('stranger', 'admin'), weight: 1 },
);
const target = fc.nat(2);
// Around the 48-hour window of preferencialReservations, on both sides.
const stay = {
  checkInHours: fc.integer({ min: -12, max: 72 }),
  nights: fc.integer({ min: 1, max: 3 }),
};

const createStep = (actor: fc.Arbitrary<Actor>) =>
  fc.record({
    kind: fc.constant('create' as const),
    actor,
    ...stay,
  });

const hostStep = fc.record({
  kind: fc.constant('host' as const),
  actor: anyActor,
  target,
  action: fc.constantFrom(...HOST_ACTIONS),
  // Only TO_VALIDATE (1) is a status the host may set; 2 is refused.
  guestStatus: fc.constantFrom(1, 1, 2),
  maxGuests: fc.integer({ min: 1, max: 5 }),
  ...stay,
});

// The guest's form (issue 5) has no host endpoint: ReservationCommands executes it as the rest.
const guestStep = fc.record({
  kind: fc.constant('guest' as const),
  target,
  action: fc.constantFrom(
    'SaveGuestForm',
    'SubmitGuestForm',
    'SubmitGuestForm',
    'PassAutomaticChecks',
  ),
  registeredGuests: fc.integer({ min: 1, max: 3 }),
  needsAutomaticChecks: fc.boolean(),
});

/** A first reservation by the account, then up to `max - 1` steps of anyone. */
export const stepSequence = (max: number): fc.Arbitrary<Step[]> =>
  fc
    .tuple(
      createStep(fc.constantFrom<Actor>(...ACCOUNT_ACTORS)),
      fc.array(
        fc.oneof(
          { arbitrary: createStep(anyActor), weight: 1 },
          { arbitrary: hostStep, weight: 6 },
          { arbitrary: guestStep, weight: 4 },
        ),
        { minLength: 3, maxLength: max - 1, size: 'max' },
      ),
    )
    .map(([first, rest]) => [first, ...rest]);

const datesOf = ({ checkInHours, nights }: Stay, now: Date) => {
  const checkIn = now.getTime() + checkInHours * 3_600_000;
  return {
    CheckIn: new Date(checkIn).toISOString(),
    checkout: new Date(checkIn + nights * 86_400_000).toISOString(),
  };
};

const hostCall = (step: Extract<Step, { kind: 'host' }>, id: string, userId: string, now: Date) => {
  const call: Call = reservationCalls(id, userId)[step.action];
  const body = call.body as Record<string, unknown>;
  if (step.action === 'guestStatus') return { ...call, body: { status: step.guestStatus } };
  if (step.action === 'extend') return { ...call, body: { ...body, ...datesOf(step, now) } };
  if (step.action === 'maxGuests') return { ...call, body: { id, maxGuests: step.maxGuests } };
  return call;
};

/** What a sequence did: reservations created, events expected per stream, odd answers. */
export type Played = {
  ids: string[];
  accepted: Map<string, number>;
  /** Answers outside what the actor may get (a foreign effect, a server error…). */
  unexpected: string[];
};

export type World = {
  app: TestApp;
  members: Record<Actor, Member>;
  residenceId: string;
  now: Date;
};

// The account's members get an answer or a rule's refusal; no one else gets anywhere (another
// account's create names a property it does not have: 400 on residenceId).
const ALLOWED: Record<'create' | 'host', Record<'account' | 'foreign', number[]>> = {
  create: { account: [201], foreign: [400, 403] },
  host: { account: [200, 422], foreign: [403, 404] },
};

const sideOf = (actor: Actor) => (ACCOUNT_ACTORS.includes(actor) ? 'account' : 'foreign');

const expectAllowed = (played: Played, step: Exclude<Step, { kind: 'guest' }>, status: number) => {
  const action = step.kind === 'create' ? 'create' : step.action;
  if (!ALLOWED[step.kind][sideOf(step.actor)].includes(status))
    played.unexpected.push(`${action} by ${step.actor}: ${status}`);
};

const accept = (played: Played, id: string) =>
  played.accepted.set(id, (played.accepted.get(id) ?? 0) + 1);

const playCreate = async (
  world: World,
  step: Extract<Step, { kind: 'create' }>,
  played: Played,
) => {
  const call: Call = {
    method: 'POST',
    path: '/stays/reservations',
    body: reservationBody(world.residenceId, datesOf(step, world.now)),
  };
  const response = await send(world.app, world.members[step.actor], call);
  if (response.status !== 201) return response.status;
  played.ids.push(response.body.data.id);
  accept(played, response.body.data.id);
  return response.status;
};

const guestCommand = (
  { action, registeredGuests, needsAutomaticChecks }: Extract<Step, { kind: 'guest' }>,
  reservationId: string,
  metadata: CommandMetadata,
): ReservationCommand => {
  if (action === 'PassAutomaticChecks') return { type: action, data: { reservationId }, metadata };
  const data = { reservationId, fields: {}, registeredGuests };
  return action === 'SaveGuestForm'
    ? { type: action, data, metadata }
    : { type: action, data: { ...data, needsAutomaticChecks }, metadata };
};

/** True when the guest's command took effect, false when a rule refused it. */
const playGuest = (world: World, step: Extract<Step, { kind: 'guest' }>, id: string) =>
  runAsSystem(world.app, world.members.owner.id, (metadata) => guestCommand(step, id, metadata))
    .then(() => true)
    .catch((error: unknown) => {
      if (isDomainError(error)) return false;
      throw error;
    });

const playStep = async (world: World, step: Step, played: Played): Promise<void> => {
  if (step.kind === 'create')
    return expectAllowed(played, step, await playCreate(world, step, played));
  const id = played.ids[step.target % played.ids.length]!;
  if (step.kind === 'guest') {
    if (await playGuest(world, step, id)) accept(played, id);
    return;
  }
  // Each actor names itself where a body names a user (cancel): a stranger would too.
  const call = hostCall(step, id, world.members[step.actor].id, world.now);
  const { status } = await send(world.app, world.members[step.actor], call);
  if (sideOf(step.actor) === 'account' && status === 200) accept(played, id);
  expectAllowed(played, step, status);
};

/** Plays the steps one after the other, as the hosts would click. */
export const play = async (world: World, steps: Step[]): Promise<Played> => {
  const played: Played = { ids: [], accepted: new Map(), unexpected: [] };
  for (const step of steps) await playStep(world, step, played);
  return played;
};
