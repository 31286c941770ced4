import { faceSimilarity, type FaceReading, type ImageFaces } from '../face-engine';

/** Head moves a printed photo cannot make; the guest's own left and right. */
export const LIVENESS_MOVES = ['turn-left', 'turn-right', 'look-up', 'look-down'] as const;
export type LivenessMove = (typeof LIVENESS_MOVES)[number];

/** Why a check failed, as the guest is told. */
export type LivenessFailure =
  'no-face' | 'move-not-made' | 'turned-the-other-way' | 'not-same-person';

export type LivenessVerdict =
  | { passed: true; descriptor: number[] }
  | { passed: false; reason: LivenessFailure; frame: number };

// Radians. A turn is judged on the frame itself (yaw > 0: the head turned to the guest's own
// right, in the camera's unmirrored picture); a nod against the first, straight-ahead frame,
// since the camera's height shifts every pitch (pitch > 0: looking down).
const TURN = 0.12;
const NOD = 0.12;

/** 2 or 3 different moves (as many as `pool` has, if fewer) in a random order. */
export const drawChallenge = (
  pool: readonly LivenessMove[],
  random: () => number = Math.random,
): LivenessMove[] => {
  const moves = [...new Set(pool)];
  for (let index = moves.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [moves[index], moves[other]] = [moves[other] as LivenessMove, moves[index] as LivenessMove];
  }
  return moves.slice(0, Math.min(moves.length, random() < 0.5 ? 2 : 3));
};

/** +1 when the move was made, −1 when made the other way, 0 when not made. */
const direction = (move: LivenessMove, face: FaceReading, straight: FaceReading): number => {
  const nod = face.pitch - straight.pitch;
  const moves: Record<LivenessMove, readonly [amount: number, limit: number]> = {
    'turn-right': [face.yaw, TURN],
    'turn-left': [-face.yaw, TURN],
    'look-down': [nod, NOD],
    'look-up': [-nod, NOD],
  };
  const [amount, limit] = moves[move];
  return amount >= limit ? 1 : amount <= -limit ? -1 : 0;
};

/**
 * Judges the frames of a check: the first looks straight at the camera, then one per move of
 * the challenge, in its order. A face in every frame, each move made the right way, and the
 * same person throughout (similarity to the first frame from `samePerson` up).
 */
export const judgeLiveness = (
  challenge: readonly LivenessMove[],
  frames: readonly ImageFaces[],
  samePerson: number,
): LivenessVerdict => {
  const faces = frames.map((frame) => (Array.isArray(frame) ? frame[0] : undefined));
  const straight = faces[0];
  if (!straight) return { passed: false, reason: 'no-face', frame: 0 };
  for (const [index, move] of challenge.entries()) {
    const frame = index + 1;
    const face = faces[frame];
    if (!face) return { passed: false, reason: 'no-face', frame };
    if (faceSimilarity(straight.descriptor, face.descriptor) < samePerson) {
      return { passed: false, reason: 'not-same-person', frame };
    }
    const made = direction(move, face, straight);
    if (made < 0) return { passed: false, reason: 'turned-the-other-way', frame };
    if (made === 0) return { passed: false, reason: 'move-not-made', frame };
  }
  return { passed: true, descriptor: straight.descriptor };
};
