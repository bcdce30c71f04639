import sharp from 'sharp';

/** A plain picture of one colour, encoded as a browser would upload it. */
export const drawPicture = (format: 'png' | 'jpeg', width: number, height: number, background: string): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })[format]().toBuffer();
