import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@chegada/config';
import { SignedFileUrls } from '../../guest-form';

/** The path of a liveness frame's picture; its signed id is `<session>/<index>`. */
export const FRAME_PATH = 'stays/identity-frames';

/** Signed links to the liveness frames, for the host who asked for the identity checks. */
@Injectable()
export class FrameUrls extends SignedFileUrls {
  constructor(@Inject(CONFIG) config: Config) {
    super(config, 'identity-frame-urls', (frame) => `/api/${FRAME_PATH}/${frame}`);
  }

  frameId(sessionId: string, index: number): string {
    return `${sessionId}/${index}`;
  }
}
