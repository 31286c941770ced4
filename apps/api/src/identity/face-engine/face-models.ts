import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Config as HumanConfig, Human } from '@vladmandic/human';
import type { FaceReading, ImageFaces } from './face-reading';

// The package's `exports` map omits the WebAssembly build, so it is loaded by path; its models
// ship beside it. tfjs-node would download a native library at install, which fails offline.
const humanDist = dirname(require.resolve('@vladmandic/human'));
const HUMAN_WASM_BUILD = join(humanDist, 'human.node-wasm.js');
const MODELS = join(humanDist, '..', 'models');
// An empty wasmPath resolves to a CDN: the backend's own files, from disk.
const WASM_DIR = `${dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`;
const MODEL_SCHEME = 'chegada-models://';
// Phone photos are resized before the detector: it reads 256 px anyway, and a face of a
// document held at arm's length is still ≥ 100 px at this size.
const LONGEST_SIDE = 1280;

type Tf = typeof import('@tensorflow/tfjs-core');
// The very instance Human's WebAssembly build requires (it bundles no tfjs of its own).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tf = require('@tensorflow/tfjs-core') as Tf;
type WeightsManifest = { paths: string[]; weights: unknown[] }[];

const faceOnly: Partial<HumanConfig> = {
  backend: 'wasm',
  wasmPath: WASM_DIR,
  modelBasePath: MODEL_SCHEME,
  debug: false,
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 4, minConfidence: 0.4, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: false },
    // A score shown to the host, deciding nothing; a small model (128 px) on the face's crop.
    antispoof: { enabled: true },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
};

/**
 * Serves `chegada-models://name.json` from the package's models folder: Node's fetch cannot
 * read file:// and no model may come from the network.
 */
const serveModelsFromDisk = (): void => {
  tf.io.registerLoadRouter((url) => {
    if (typeof url !== 'string' || !url.startsWith(MODEL_SCHEME)) return null as never;
    const file = join(MODELS, url.slice(MODEL_SCHEME.length));
    return {
      load: async () => {
        const json = JSON.parse(await readFile(file, 'utf8')) as Parameters<
          Tf['io']['getModelArtifactsForJSON']
        >[0];
        return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const groups = manifest as unknown as WeightsManifest;
          const paths = groups.flatMap((group) => group.paths);
          const buffers = await Promise.all(paths.map((path) => readFile(join(MODELS, path))));
          const weights = Buffer.concat(buffers);
          const data = weights.buffer.slice(
            weights.byteOffset,
            weights.byteOffset + weights.length,
          );
          const specs = groups.flatMap((group) => group.weights);
          return [specs as never, data];
        });
      },
    };
  });
};

/** Loads Human and the face models once; call in a worker thread, never on the event loop. */
export const loadFaceModels = async (): Promise<Human> => {
  serveModelsFromDisk();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { Human } = require(HUMAN_WASM_BUILD) as typeof import('@vladmandic/human');
  const human = new Human(faceOnly);
  await human.load();
  return human;
};

const toReading = (face: Awaited<ReturnType<Human['detect']>>['face'][number]): FaceReading => {
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
  const [x, y, width, height] = face.box;
  return {
    box: [x, y, width, height],
    score: face.score,
    yaw: angle.yaw,
    pitch: angle.pitch,
    roll: angle.roll,
    descriptor: face.embedding ?? [],
    ...(typeof face.real === 'number' ? { real: Math.round(face.real * 100) / 100 } : {}),
  };
};

const decode = (image: Uint8Array) =>
  sharp(image, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(LONGEST_SIDE, LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);

/** The faces of one encoded image (JPEG, PNG, WebP), largest first. */
export const readFaces = async (human: Human, image: Uint8Array): Promise<ImageFaces> => {
  const decoded = await decode(image);
  if (!decoded) return 'unreadable';
  const { data, info } = decoded;
  const tensor = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    return result.face
      .filter((face) => (face.embedding?.length ?? 0) > 0)
      .map(toReading)
      .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  } finally {
    tf.dispose(tensor);
  }
};
