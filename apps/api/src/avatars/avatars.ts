import { hkdfSync, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import sharp from 'sharp';
import { CONFIG, type Config } from '@chegada/config';
import { resolveMasterKey } from '@chegada/personal-data';
import {
  decryptStream,
  encryptStream,
  FileNotFound,
  FILE_STORE,
  type FileStore,
} from '@chegada/storage';
import { UsersRepository } from '../accounts';
import { AppError } from '../common';
import { receiveMultipart, UploadRejected } from '../uploads';

/** The avatar's side in pixels: twice the 40 px it is shown at, for sharp screens. */
export const AVATAR_SIDE = 128;
/** Largest photo taken for an avatar: a phone photo passes, a raw scan does not. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const PATH = /^\/api\/avatars\/([0-9a-f-]{36})\/([0-9a-f-]{36})\.jpg$/;

/** The path GET /api/me answers as `image`: on the API host, unguessable, new per upload. */
export const avatarPath = (userId: string, fileId: string) =>
  `/api/avatars/${userId}/${fileId}.jpg`;

/**
 * Users' photos: sniffed and re-encoded by the upload pipeline (no metadata survives), cut to
 * a small square, sealed under a key of the user's own and kept in the file store.
 */
@Injectable()
export class Avatars {
  private readonly master: Buffer;

  constructor(
    @Inject(CONFIG) config: Config,
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly users: UsersRepository,
  ) {
    this.master = resolveMasterKey(config.DATA_ENCRYPTION_KEY);
  }

  /** Stores the `image` part of the request as the user's avatar; the previous one goes. */
  async replace(userId: string, request: Request): Promise<void> {
    const { files } = await receiveMultipart<string>(request, {
      maxFileBytes: AVATAR_MAX_BYTES,
      maxFiles: 1,
      maxFields: 1,
      acceptsFile: (field) => field === 'image',
      sanitize: { maxDimension: 1024 },
      saveFile: async ({ kind, stream }) => {
        if (kind === 'pdf') {
          stream.resume();
          throw new UploadRejected('UNSUPPORTED_FILE_TYPE', 'upload.imageOnly');
        }
        const square = await sharp(await buffer(stream))
          .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'attention' })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer();
        const fileId = randomUUID();
        await this.store.write(
          this.keyOf(userId, fileId),
          Readable.from([square]).pipe(encryptStream(this.dataKey(userId))),
        );
        return fileId;
      },
      discard: (fileId) => this.store.remove(this.keyOf(userId, fileId)),
    });
    const fileId = files[0]?.saved;
    // No file in `image`: nothing sent, text in its place, or a part without a name.
    if (!fileId)
      throw new AppError('VALIDATION_FAILED', [{ field: 'image', key: 'upload.imageOnly' }]);
    await this.setImage(userId, avatarPath(userId, fileId));
  }

  async remove(userId: string): Promise<void> {
    await this.setImage(userId, null);
  }

  /** The avatar at a path, while it is the user's current one; undefined otherwise. */
  async read(path: string): Promise<Readable | undefined> {
    const [, userId, fileId] = PATH.exec(path) ?? [];
    if (!userId || !fileId) return undefined;
    if ((await this.users.imageOf(userId)) !== path) return undefined;
    const sealed = await this.store.read(this.keyOf(userId, fileId)).catch((error: unknown) => {
      if (error instanceof FileNotFound) return undefined;
      throw error;
    });
    return sealed?.pipe(decryptStream(this.dataKey(userId)));
  }

  /** Points the user at the new image, then forgets the file of the old one. */
  private async setImage(userId: string, image: string | null): Promise<void> {
    const old = await this.users.replaceImage(userId, image);
    const [, owner, oldFile] = PATH.exec(old ?? '') ?? [];
    if (owner === userId && oldFile && old !== image)
      await this.store.remove(this.keyOf(userId, oldFile)).catch(() => undefined);
  }

  private keyOf(userId: string, fileId: string): string {
    return `avatars/${userId}/${fileId}`;
  }

  private dataKey(userId: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.master, userId, 'chegada-avatar', 32));
  }
}
