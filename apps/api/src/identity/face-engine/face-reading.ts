/** One face found in an image: where, how sure, how the head is turned, and its descriptor. */
export type FaceReading = {
  box: [x: number, y: number, width: number, height: number];
  score: number;
  /** Radians, from the face mesh: yaw turns the head sideways, pitch nods it up or down. */
  yaw: number;
  pitch: number;
  roll: number;
  /** 1024 numbers from the faceres model; compare two with `faceSimilarity`. */
  descriptor: number[];
  /**
   * The anti-spoof model's confidence that this is a real face, not a picture of one (0–1).
   * Information for the host only: it decides nothing (issue 29).
   */
  real?: number;
};

/** The faces of one image, largest first: [] when none, 'unreadable' when it is no image. */
export type ImageFaces = FaceReading[] | 'unreadable';

export type FaceJobRequest = { id: number; images: Uint8Array[] };
export type FaceJobAnswer = { id: number; faces: ImageFaces[] } | { id: number; error: string };

/**
 * Similarity of two descriptors in [0, 1] (1: the same picture), Human's own formula
 * (`human.match.similarity`, order 2, multiplier 25, range 0.2–0.8) without loading Human in
 * the HTTP process: 1 − √(25·Σ(a−b)²)/100, rescaled from [0.2, 0.8] and clamped.
 */
export const faceSimilarity = (a: readonly number[], b: readonly number[]): number => {
  if (a.length === 0 || a.length !== b.length) return 0;
  let sum = 0;
  for (let index = 0; index < a.length; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    sum += difference * difference;
  }
  const distance = Math.round(100 * 25 * sum) / 100;
  if (distance === 0) return 1;
  const scaled = (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2);
  return Math.round(100 * Math.max(Math.min(scaled, 1), 0)) / 100;
};
