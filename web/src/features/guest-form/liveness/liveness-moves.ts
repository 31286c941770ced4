import type { LivenessMove } from '@chegada/contracts';

/** What the camera asks for at each moment: the straight-ahead frame, then the challenge's moves. */
export type Pose = 'straight' | LivenessMove;

/** A face as the guidance reads it: its box, as fractions of the frame, and its turn, in radians. */
export type FacePose = {
  /** Centre and width of the face's box, 0 to 1 of the frame's width and height. */
  x: number;
  y: number;
  width: number;
  /** > 0: turned to the guest's own right (the camera's unmirrored picture), as the server reads it. */
  yaw: number;
  /** > 0: looking down. */
  pitch: number;
};

/** What the guest is told to fix before a move counts, most pressing first. */
export type Hint = 'noFace' | 'moveCloser' | 'moveBack' | 'centreFace' | 'hold';

// The server counts a turn from 0.12 rad and a nod from 0.12 rad against the straight frame
// (apps/api/src/identity/liveness/liveness-challenge.ts): a little more here, so the frame sent
// shows the move clearly.
const TURN = 0.13;
const NOD = 0.13;
// A straight-ahead frame may be a little off: the server judges turns on each frame by itself.
const STRAIGHT = 0.3;
const SMALLEST = 0.18;
const LARGEST = 0.8;
const OFF_CENTRE = 0.22;

/** How far the face shows `pose`: ≥ 1 when it is made (the straight one: near enough straight). */
const amountOf = (pose: Pose, face: FacePose, straight: FacePose | null): number => {
  const nod = face.pitch - (straight?.pitch ?? 0);
  switch (pose) {
    case 'straight':
      return Math.abs(face.yaw) <= STRAIGHT ? 1 : 0;
    case 'turn-right':
      return face.yaw / TURN;
    case 'turn-left':
      return -face.yaw / TURN;
    case 'look-down':
      return nod / NOD;
    case 'look-up':
      return -nod / NOD;
    default: {
      const never: never = pose;
      return never;
    }
  }
};

/** Whether the face shows the pose asked, framed well enough for the server to read it. */
export const showsPose = (pose: Pose, face: FacePose, straight: FacePose | null): boolean =>
  hintFor(face) === 'hold' && amountOf(pose, face, straight) >= 1;

/** What to tell the guest about how the face sits in the picture. */
export const hintFor = (face: FacePose | null): Hint => {
  if (!face) return 'noFace';
  if (face.width < SMALLEST) return 'moveCloser';
  if (face.width > LARGEST) return 'moveBack';
  if (Math.abs(face.x - 0.5) > OFF_CENTRE || Math.abs(face.y - 0.5) > OFF_CENTRE)
    return 'centreFace';
  return 'hold';
};

/** The arrow shown for a pose, as the guest sees themselves (the preview is a mirror). */
export const POSE_ARROWS: Record<Pose, string> = {
  straight: '◉',
  'turn-left': '←',
  'turn-right': '→',
  'look-up': '↑',
  'look-down': '↓',
};
