import { sniffImageType } from './image-sniffer.js';

function bytes(...parts: (number[] | string)[]): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
}

function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const head = Buffer.alloc(4);
  head.writeUInt32BE(size);
  return Buffer.concat([head, bytes('ftyp', major, [0, 0, 0, 0], compatible.join('')), Buffer.alloc(32)]);
}

describe('sniffImageType', () => {
  it('recognises JPEG, PNG, GIF and WebP by their signatures', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], [0, 0x10]))).toBe('jpeg');
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13]))).toBe('png');
    expect(sniffImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBe('gif');
    expect(sniffImageType(bytes('GIF87a', [1, 0, 1, 0]))).toBe('gif');
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('recognises AVIF by its ftyp brand, major or compatible', () => {
    expect(sniffImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    expect(sniffImageType(ftyp('mif1', 'avif', 'miaf'))).toBe('avif');
    expect(sniffImageType(ftyp('avis', 'msf1'))).toBe('avif');
  });

  it('refuses other ISO-BMFF files such as MP4 and HEIC', () => {
    expect(sniffImageType(ftyp('isom', 'iso2', 'mp41'))).toBeUndefined();
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBeUndefined();
  });

  it('refuses SVG, even with an XML prologue or a PNG-looking name', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeUndefined();
  });

  it('refuses text, RIFF files that are not WebP, empty and too-short buffers', () => {
    expect(sniffImageType(Buffer.from('hello, this is text'))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageType(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
  });
});
