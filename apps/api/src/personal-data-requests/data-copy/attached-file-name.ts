import type { DataCopyWords } from './data-copy-words';
import { fileNamePart } from './guest-names';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * A file attached to the copy, named by whose it is and what it is in the words the guest form
 * gave it ("joana-prado-verso-do-documento.jpg"), so the guest finds the file she sent.
 */
export const attachedFileName = (
  words: DataCopyWords,
  file: { guestName: string; kind: string; mime: string },
): string => {
  const name = [file.guestName, words.value('kind', file.kind)].map(fileNamePart).join('-');
  return `${name}.${EXTENSIONS[file.mime] ?? 'bin'}`;
};
