import sharp from 'sharp';

/** A plain picture of one colour, encoded as a browser would upload it. */
export const drawPicture = (format: 'png' | 'jpeg', width: number, height: number, background: string): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })[format]().toBuffer();

/** A spec file's two uploads, drawn once before its tests (a beforeAll): a PNG and a JPEG of these sizes and colours. */
export function drawnPictures(png: [width: number, height: number, background: string], jpeg: [width: number, height: number, background: string]): { png: Buffer; jpeg: Buffer } {
  const drawn = {} as { png: Buffer; jpeg: Buffer };
  beforeAll(async () => {
    drawn.png = await drawPicture('png', ...png);
    drawn.jpeg = await drawPicture('jpeg', ...jpeg);
  });
  return drawn;
}
