import type { Config, Human } from '@vladmandic/human';
import type { FacePose } from './liveness-moves';

/** Reads the guest's face from a picture of the camera, as many times a second as the phone can. */
export type Guidance = { read(picture: HTMLCanvasElement): Promise<FacePose | null> };

type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * The guidance downloads ~4 MB (the library, two models, WebAssembly): not on a connection the
 * guest pays for or that would make them wait; the check then runs on timed prompts.
 */
export const connectionAllowsGuidance = (): boolean => {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!connection) return true;
  return !connection.saveData && !['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '');
};

/** Where the build puts the models and WebAssembly files (web/vite/face-guidance-files.ts). */
export const GUIDANCE_PATH = '/liveness/';

// Only the face's box and its turn: the detector and the mesh; nothing else loads.
const OFF = ['body', 'hand', 'object', 'gesture', 'segmentation', 'filter'] as const;

const faceOnly = (base: string): Partial<Config> => ({
  backend: 'wasm',
  wasmPath: `${base}wasm/`,
  modelBasePath: `${base}models/`,
  debug: false,
  cacheModels: false,
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 1, minConfidence: 0.4 },
    mesh: { enabled: true },
    iris: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
  },
  ...Object.fromEntries(OFF.map((part) => [part, { enabled: false }])),
});

const poseOf = (result: Awaited<ReturnType<Human['detect']>>): FacePose | null => {
  const face = result.face[0];
  if (!face) return null;
  const [x = 0, y = 0, width = 0, height = 0] = face.boxRaw;
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0 };
  return { x: x + width / 2, y: y + height / 2, width, yaw: angle.yaw, pitch: angle.pitch };
};

/**
 * Loads the guidance (this step only, from our own origin: no face goes to a CDN), ready to
 * read: its first reading sets the WebAssembly up (seconds on a phone), so an empty picture is
 * read before any countdown starts. (Human's own warm-up fetches a data: URL, which the
 * page's connect-src refuses.)
 */
export const loadGuidance = async (): Promise<Guidance> => {
  const { Human } = await import('@vladmandic/human');
  const human = new Human(faceOnly(new URL(GUIDANCE_PATH, window.location.href).href));
  await human.load();
  const blank = Object.assign(document.createElement('canvas'), { width: 320, height: 240 });
  await human.detect(blank);
  return { read: async (picture) => poseOf(await human.detect(picture)) };
};
