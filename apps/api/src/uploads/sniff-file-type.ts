/** The file types the guest form accepts, told apart by their first bytes only. */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'pdf';
export type SniffedType = { kind: FileKind; mime: string };

/** Bytes sniffFileType needs to see, at most (an ISO-BMFF ftyp box with its brands). */
export const SNIFF_BYTES = 64;

const startsWith = (bytes: Buffer, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Buffer, start: number, end: number): string =>
  bytes.subarray(start, end).toString('latin1');

// HEIF brands for still images and sequences (ISO/IEC 23008-12, Apple, Samsung). AVIF is not
// one of them: it is another codec in the same container.
const heifBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** Looks for a HEIF brand in an ISO-BMFF "ftyp" box: the major brand or a compatible one. */
const isHeif = (bytes: Buffer): boolean => {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16) return false;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4));
  // AVIF files list the generic mif1 too: an AVIF brand anywhere makes it AVIF, not HEIC.
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return false;
  return brands.some((brand) => heifBrands.has(brand));
};

/**
 * The real type of a file from its first bytes (SNIFF_BYTES suffice); null for anything else.
 * The file name and the declared content type are never consulted: they are the sender's claim.
 */
export const sniffFileType = (bytes: Buffer): SniffedType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'jpeg', mime: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'png', mime: 'image/png' };
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { kind: 'webp', mime: 'image/webp' };
  }
  if (isHeif(bytes)) return { kind: 'heic', mime: 'image/heic' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { kind: 'pdf', mime: 'application/pdf' };
  return null;
};
