import { sniffVideoType } from './video-sniffer.js';

const box = (brand: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  const head = Buffer.alloc(size);
  head.writeUInt32BE(size, 0);
  head.write('ftyp', 4, 'latin1');
  head.write(brand, 8, 'latin1');
  compatible.forEach((c, i) => head.write(c, 16 + 4 * i, 'latin1'));
  return head;
};
const ebml = (docType: string) => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x80 | docType.length]), Buffer.from(docType)]);

describe('sniffVideoType', () => {
  it('knows MP4 by its ftyp box and a video brand', () => {
    expect(sniffVideoType(box('isom', 'isom', 'mp41'))).toBe('mp4');
    expect(sniffVideoType(box('mp42'))).toBe('mp4');
  });

  it('refuses an ftyp box of an image (HEIC, AVIF)', () => {
    expect(sniffVideoType(box('heic', 'mif1'))).toBeUndefined();
    expect(sniffVideoType(box('avif', 'mif1', 'isom'))).toBeUndefined();
  });

  it('knows WebM by its EBML header’s DocType, and refuses Matroska', () => {
    expect(sniffVideoType(ebml('webm'))).toBe('webm');
    expect(sniffVideoType(ebml('matroska'))).toBeUndefined();
  });

  it('refuses anything else (a JPEG, text)', () => {
    expect(sniffVideoType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]))).toBeUndefined();
    expect(sniffVideoType(Buffer.from('<html>'))).toBeUndefined();
    expect(sniffVideoType(Buffer.alloc(0))).toBeUndefined();
  });
});
