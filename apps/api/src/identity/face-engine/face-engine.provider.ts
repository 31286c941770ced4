import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { FaceEnginePool } from './face-engine-pool';
import type { ImageFaces } from './face-reading';

/** The process's one face engine: worker threads started on the first check, closed at exit. */
@Injectable()
export class FaceEngine implements OnModuleDestroy {
  private readonly pool: FaceEnginePool;

  constructor(@Inject(CONFIG) config: Config) {
    this.pool = new FaceEnginePool({
      workers: config.IDENTITY_FACE_WORKERS,
      maxWaitMs: config.IDENTITY_QUEUE_WAIT_MS,
    });
  }

  /** How many images the models were given in this process (a consent test reads it). */
  get imagesRead(): number {
    return this.pool.imagesRead;
  }

  /** The faces of each image, largest first; SERVICE_UNAVAILABLE (503) when busy too long. */
  read(images: Uint8Array[]): Promise<ImageFaces[]> {
    return this.pool.read(images);
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }
}
