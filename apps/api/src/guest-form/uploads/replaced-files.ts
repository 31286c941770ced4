import type { Logger } from '@nestjs/common';
import type { FileStore } from '@chegada/storage';

/** Replaced files are unreachable already; removing their bytes may fail without harm. */
export const removeReplacedFiles = async (
  store: FileStore,
  logger: Logger,
  keys: readonly string[],
): Promise<void> => {
  await Promise.all(
    keys.map((key) =>
      store
        .remove(key)
        .catch((error: unknown) =>
          logger.warn({ err: error, key }, 'A replaced guest file was not removed'),
        ),
    ),
  );
};
