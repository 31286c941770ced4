import { sniffFileType } from './sniff-file-type';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('sniffing the real file type', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), 'jpeg', 'image/jpeg'],
    [
      'PNG',
      bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
      'png',
      'image/png',
    ],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp', 'image/webp'],
    ['HEIC (iPhone)', ftyp('heic', 'mif1', 'heic'), 'heic', 'image/heic'],
    ['HEIF by a compatible brand', ftyp('msf1', 'iso8', 'msf1', 'hevc'), 'heic', 'image/heic'],
    ['PDF', bytes('%PDF-1.7\n%âãÏÓ'), 'pdf', 'application/pdf'],
  ])('recognises %s', (_name, head, kind, mime) => {
    expect(sniffFileType(head)).toEqual({ kind, mime });
  });

  it.each([
    ['a Windows program', bytes('MZ', [0x90, 0, 3, 0])],
    ['an HTML page', bytes('<!doctype html><html><script>alert(1)</script>')],
    ['a zip archive', bytes('PK', [3, 4, 20, 0])],
    ['an SVG image', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a GIF', bytes('GIF89a')],
    ['an AVIF image', ftyp('avif', 'avif', 'mif1', 'miaf')],
    ['an MP4 video', ftyp('isom', 'isom', 'mp41')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PDF signature further in', bytes('junk%PDF-1.7')],
    ['an empty file', Buffer.alloc(0)],
    ['two bytes of a JPEG', bytes([0xff, 0xd8])],
  ])('refuses %s', (_name, head) => {
    expect(sniffFileType(head)).toBeNull();
  });
});
