/** The video types a customer's unboxing video may be, told by its bytes (never its name or declared type). */
export type VideoType = 'mp4' | 'webm';

export const VIDEO_CONTENT_TYPES: Readonly<Record<VideoType, string>> = { mp4: 'video/mp4', webm: 'video/webm' };

/** ISO base media brands of video files (an `ftyp` box naming an image brand — HEIC, AVIF — is not a video). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VH', 'M4VP', 'dash', 'qt  ', 'mmp4', 'MSNV', 'XAVC']);
const IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * MP4: an `ftyp` box first (size, 'ftyp', major brand, minor version, compatible brands) whose major or a compatible
 * brand is a video one and none is an image one. WebM: the EBML magic 1A 45 DF A3 and, in its header, a DocType
 * element (ID 42 82) whose value is "webm". `head`: the file's first bytes (64 are enough for both).
 */
export function sniffVideoType(head: Buffer): VideoType | undefined {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const size = head.readUInt32BE(0);
    if (size < 16 || size > 4096) return undefined;
    const end = Math.min(size, head.length);
    const brands = [head.toString('latin1', 8, 12)];
    for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(head.toString('latin1', offset, offset + 4));
    if (brands.some((brand) => IMAGE_BRANDS.has(brand))) return undefined;
    return brands.some((brand) => MP4_BRANDS.has(brand)) ? 'mp4' : undefined;
  }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    for (let i = 4; i + 3 < head.length; i++) {
      if (head[i] !== 0x42 || head[i + 1] !== 0x82) continue;
      const sizeByte = head[i + 2];
      // A one-byte EBML size: 1xxxxxxx.
      if ((sizeByte & 0x80) === 0) return undefined;
      const length = sizeByte & 0x7f;
      return head.toString('latin1', i + 3, i + 3 + length) === 'webm' ? 'webm' : undefined;
    }
  }
  return undefined;
}
