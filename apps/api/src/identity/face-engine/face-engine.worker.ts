import { parentPort } from 'node:worker_threads';
import { loadFaceModels, readFaces } from './face-models';
import type { FaceJobAnswer, FaceJobRequest, ImageFaces } from './face-reading';

/**
 * A worker thread of the face engine: loads the models once, then reads the images of one
 * job at a time (the pool never sends a second job before the first is answered).
 */
const port = parentPort;
if (port) {
  const human = loadFaceModels();
  port.on('message', (request: FaceJobRequest) => {
    void answer(request)
      .catch((error: Error): FaceJobAnswer => ({ id: request.id, error: error.message }))
      .then((reply) => port.postMessage(reply));
  });
  const answer = async ({ id, images }: FaceJobRequest): Promise<FaceJobAnswer> => {
    const models = await human;
    const faces: ImageFaces[] = [];
    for (const image of images) faces.push(await readFaces(models, image));
    return { id, faces };
  };
}
