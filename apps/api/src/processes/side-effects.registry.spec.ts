import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SideEffectHandler } from '@chegada/side-effects';
import { registeredHandlers, SIDE_EFFECTS } from './side-effects.registry';

const handlersAsRegistered = (): SideEffectHandler[] =>
  Object.entries(SIDE_EFFECTS).map(([name, effect]) => ({
    name,
    eventTypes: effect.events,
    queue: effect.queue === 'side-effects' ? undefined : effect.queue,
    run: async () => undefined,
  }));

describe('the side-effects registry', () => {
  it('names, for every effect, a handler file that exists', () => {
    for (const effect of Object.values(SIDE_EFFECTS)) {
      expect(existsSync(join(__dirname, '..', effect.handler))).toBe(true);
    }
  });

  it('accepts the handlers it lists, whatever their order', () => {
    const handlers = handlersAsRegistered().reverse();
    expect(registeredHandlers(handlers)).toBe(handlers);
  });

  it('refuses a missing, an unlisted or a differently routed handler, naming each', () => {
    const [first, second, ...rest] = handlersAsRegistered();
    const moved = { ...second!, eventTypes: ['SomethingElse'] };
    const stranger = { ...first!, name: 'message-stranger' };
    expect(() => registeredHandlers([moved, stranger, ...rest])).toThrow(
      new RegExp(
        `${first!.name}: no handler built; ${second!.name}: registered .* built SomethingElse on .*; message-stranger: not in the registry`,
      ),
    );
  });
});
