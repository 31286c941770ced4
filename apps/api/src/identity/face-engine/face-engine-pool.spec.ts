import { blankImage, faceImage } from '../__fixtures__/sample-faces';
import { AppError } from '../../common';
import { FaceEnginePool } from './face-engine-pool';
import { faceSimilarity, type FaceReading, type ImageFaces } from './face-reading';

// The largest face of an image (a crop of a group photo may hold part of a neighbour).
const largestFace = (faces: ImageFaces | undefined): FaceReading => {
  if (!Array.isArray(faces) || !faces[0]) throw new Error('expected a face, found none');
  return faces[0];
};

describe('the face engine (models in a worker thread, from disk)', () => {
  const engine = new FaceEnginePool({ workers: 1, maxWaitMs: 20_000 });
  let ana: FaceReading;

  beforeAll(async () => {
    ana = largestFace((await engine.read([await faceImage('ana')]))[0]);
  });
  afterAll(() => engine.close());

  it('finds the same person in a smaller, askew, recompressed copy of the photo', async () => {
    const [copy] = await engine.read([await faceImage('ana', { size: 300, rotated: 6 })]);
    expect(faceSimilarity(ana.descriptor, largestFace(copy).descriptor)).toBeGreaterThan(0.8);
  });

  it('tells two different people apart', async () => {
    const [other] = await engine.read([await faceImage('bia')]);
    expect(faceSimilarity(ana.descriptor, largestFace(other).descriptor)).toBeLessThan(0.3);
  });

  it('reads which way the head is turned: a mirrored face turns the other way', async () => {
    const [mirrored] = await engine.read([await faceImage('ana', { mirrored: true })]);
    expect(Math.sign(ana.yaw)).toBe(-Math.sign(largestFace(mirrored).yaw));
    expect(Math.abs(ana.yaw)).toBeGreaterThan(0.1);
  });

  it('finds no face in an image without one, and says when a file is no image', async () => {
    const faces = await engine.read([await blankImage(), Buffer.from('not an image')]);
    expect(faces).toEqual([[], 'unreadable']);
  });

  it('answers "try again later" when a check would wait longer than the bound', async () => {
    const busy = new FaceEnginePool({ workers: 1, maxWaitMs: 1 });
    try {
      const image = await faceImage('ana');
      const first = busy.read([image]);
      const second = busy.read([image]);
      await expect(first).resolves.toHaveLength(1);
      await expect(second).rejects.toEqual(expect.any(AppError));
      await expect(second).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        values: { retryAfterSeconds: 1 },
      });
    } finally {
      await busy.close();
    }
  });
});
