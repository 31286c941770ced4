import { DomainError } from '../../domain-error';

type Decider<Command, Event, State> = {
  decide: (command: Command, state: State) => Event[];
  evolve: (state: State, event: Event) => State;
  initialState: () => State;
};

/**
 * Emmett-style decider tests: `given(...events).when(command).then(...events)` or
 * `.thenThrows(code, details?)`. Test-only; not exported from the library.
 */
export const deciderSpec = <Command, Event, State>(decider: Decider<Command, Event, State>) => ({
  given: (...history: Event[]) => ({
    when: (command: Command) => {
      const run = () =>
        decider.decide(command, history.reduce(decider.evolve, decider.initialState()));
      return {
        then: (...expected: Event[]): void => {
          expect(run()).toEqual(expected);
        },
        thenThrows: (code: string, details?: Record<string, string | number>): void => {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect((thrown as DomainError).code).toBe(code);
          if (details) expect((thrown as DomainError).details).toEqual(details);
        },
      };
    },
  }),
});
