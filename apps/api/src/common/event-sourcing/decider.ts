/** An event as a decider sees it: its type and what changed, without store metadata. */
export type DomainEvent = { type: string; data: unknown };

/** The pure functions of an aggregate (Emmett style): EventSourcedCommands only executes them. */
export type Decider<Command, Event extends DomainEvent, State> = {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
};

/**
 * How an aggregate's events are stored: personal data can be encrypted on the way in and
 * read back on the way out, so deciders never see ciphertext.
 */
export type EventCodec<Event extends DomainEvent> = {
  encode: (streamId: string, events: Event[]) => Promise<Event[]>;
  decode: (streamId: string, events: DomainEvent[]) => Promise<Event[]>;
};
