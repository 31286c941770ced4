import type { FaceReading } from '../face-engine';
import { LIVENESS_MOVES } from '@chegada/contracts';
import { drawChallenge, judgeLiveness } from './liveness-challenge';

const person = Array.from({ length: 1024 }, (_, index) => (index % 7) / 10);
const stranger = Array.from({ length: 1024 }, (_, index) => (index % 5) / 4);

const face = (
  angles: { yaw?: number; pitch?: number },
  descriptor: number[] = person,
): FaceReading => ({
  box: [0, 0, 200, 200],
  score: 0.99,
  yaw: angles.yaw ?? 0,
  pitch: angles.pitch ?? 0.1,
  roll: 0,
  descriptor,
});

describe('a liveness challenge', () => {
  it('draws 2 or 3 different moves from the pool, in a random order', () => {
    const draws = [0.1, 0.9, 0.3, 0.6, 0.2, 0.8, 0.45, 0.05, 0.7, 0.35].map((seed) => {
      let next = seed;
      return drawChallenge(LIVENESS_MOVES, () => (next = (next * 7.13 + 0.17) % 1));
    });
    for (const moves of draws) {
      expect(moves.length === 2 || moves.length === 3).toBe(true);
      expect(new Set(moves).size).toBe(moves.length);
    }
    expect(new Set(draws.map((moves) => moves.join())).size).toBeGreaterThan(3);
    expect(new Set(draws.map((moves) => moves.length))).toEqual(new Set([2, 3]));
  });

  it('draws both turns from a pool of only turns', () => {
    expect(new Set(drawChallenge(['turn-left', 'turn-right']))).toEqual(
      new Set(['turn-left', 'turn-right']),
    );
  });
});

describe('judging a liveness check', () => {
  const straight = [[face({})]];
  const SAME = 0.5;

  it('passes each move made the right way by the same person', () => {
    const frames = [
      ...straight,
      [face({ yaw: -0.3 })],
      [face({ pitch: -0.15 })],
      [face({ yaw: 0.25 })],
    ];
    expect(judgeLiveness(['turn-left', 'look-up', 'turn-right'], frames, SAME)).toMatchObject({
      passed: true,
    });
  });

  it('says which frame has no face', () => {
    expect(judgeLiveness(['look-down'], [...straight, []], SAME)).toEqual({
      passed: false,
      reason: 'no-face',
      frame: 1,
    });
    expect(judgeLiveness(['look-down'], ['unreadable', [face({ pitch: 0.4 })]], SAME)).toEqual({
      passed: false,
      reason: 'no-face',
      frame: 0,
    });
  });

  it('tells a move made the other way (or out of order) from one not made', () => {
    const left = [face({ yaw: -0.3 })];
    const right = [face({ yaw: 0.3 })];
    expect(judgeLiveness(['turn-right', 'turn-left'], [...straight, left, right], SAME)).toEqual({
      passed: false,
      reason: 'turned-the-other-way',
      frame: 1,
    });
    expect(judgeLiveness(['look-up'], [...straight, [face({ pitch: 0.15 })]], SAME)).toEqual({
      passed: false,
      reason: 'move-not-made',
      frame: 1,
    });
  });

  it('refuses a move made by someone else', () => {
    expect(
      judgeLiveness(['turn-left'], [...straight, [face({ yaw: -0.3 }, stranger)]], SAME),
    ).toEqual({ passed: false, reason: 'not-same-person', frame: 1 });
  });
});
