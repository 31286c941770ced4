import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LivenessMove } from '@chegada/contracts';
import { encodeFrame, grabFrame, snapshot } from './camera';
import type { Guidance } from './face-guidance';
import { hintFor, showsPose, type FacePose, type Hint, type Pose } from './liveness-moves';

/** Timed prompts: the seconds each picture waits for the guest to make the move asked. */
export const COUNTDOWN_SECONDS = 3;
/** Guided: the seconds a move is waited for before its picture is taken anyway (the server judges). */
export const GUIDED_SECONDS = 8;
// A prompt stays up this long at least, so a guest already turned still reads the next one.
const LEAST_PROMPT_MS = 600;
// The pose must show in this many readings in a row: a passing glance is not a move.
const STEADY_READINGS = 2;

export type CaptureView = {
  pose: Pose;
  index: number;
  count: number;
  secondsLeft: number;
  /** Guided only: how the face sits in the picture. */
  hint: Hint | null;
  /** Guided only: readings a second, measured. */
  fps: number | null;
};

type Options = {
  video: RefObject<HTMLVideoElement | null>;
  challenge: readonly LivenessMove[] | null;
  /** null: timed prompts. */
  guidance: Guidance | null;
  onFrames: (frames: Blob[]) => void;
  onFailed: () => void;
};

/** What a pose gave, guided: the face read, and the very picture it was read in. */
type Taken = { face: FacePose | null; frame: Blob | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextPaint = () =>
  new Promise((resolve) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(resolve)
      : setTimeout(resolve, 16),
  );

/**
 * Runs the challenge in front of the camera: the straight-ahead picture, then one per move.
 * With the guidance, each picture is taken when the face shows the move (so a guest is never
 * rushed), else after GUIDED_SECONDS; without it, at the end of a countdown.
 */
export const usePoseCapture = ({ video, challenge, guidance, onFrames, onFailed }: Options) => {
  const [view, setView] = useState<CaptureView | null>(null);
  const callbacks = useRef({ onFrames, onFailed });
  useEffect(() => {
    callbacks.current = { onFrames, onFailed };
  }, [onFrames, onFailed]);

  useEffect(() => {
    if (!challenge) return undefined;
    let cancelled = false;
    const poses: Pose[] = ['straight', ...challenge];
    const readings = { count: 0, since: performance.now() };
    const fps = () => (readings.count * 1000) / Math.max(1, performance.now() - readings.since);

    const countDown = async (pose: Pose, index: number): Promise<Taken> => {
      for (let seconds = COUNTDOWN_SECONDS; seconds > 0 && !cancelled; seconds--) {
        setView({ pose, index, count: poses.length, secondsLeft: seconds, hint: null, fps: null });
        await sleep(1000);
      }
      return { face: null, frame: null };
    };

    const waitForPose = async (
      reader: Guidance,
      pose: Pose,
      index: number,
      straight: FacePose | null,
    ): Promise<Taken> => {
      // The countdown runs from the pose's first reading: a slow one never eats its seconds.
      let shown = Infinity;
      let deadline = Infinity;
      let steady = 0;
      let face: FacePose | null = null;
      // The picture read is the one sent: drawn once, never a later one the face has left.
      let picture: HTMLCanvasElement | null = null;
      while (!cancelled && performance.now() < deadline) {
        const element = video.current;
        picture = element ? snapshot(element) : null;
        face = picture ? await reader.read(picture) : null;
        readings.count++;
        if (shown === Infinity) {
          shown = performance.now();
          deadline = shown + GUIDED_SECONDS * 1000;
        }
        steady = face && showsPose(pose, face, straight) ? steady + 1 : 0;
        // A slow reading may end past the deadline: the last second still says "1 s", never 0.
        const secondsLeft = Math.max(1, Math.ceil((deadline - performance.now()) / 1000));
        setView({ pose, index, count: poses.length, secondsLeft, hint: hintFor(face), fps: fps() });
        if (steady >= STEADY_READINGS && performance.now() - shown >= LEAST_PROMPT_MS) break;
        await nextPaint();
      }
      return { face, frame: picture ? await encodeFrame(picture) : null };
    };

    const run = async () => {
      const frames: Blob[] = [];
      let straight: FacePose | null = null;
      for (const [index, pose] of poses.entries()) {
        const { face, frame }: Taken = guidance
          ? await waitForPose(guidance, pose, index, straight)
          : await countDown(pose, index);
        const element = video.current;
        if (cancelled || !element) return;
        frames.push(frame ?? (await grabFrame(element)));
        if (pose === 'straight') straight = face;
      }
      if (!cancelled) callbacks.current.onFrames(frames);
    };
    run().catch(() => {
      if (!cancelled) callbacks.current.onFailed();
    });
    return () => {
      cancelled = true;
    };
  }, [challenge, guidance, video]);

  return view;
};
