import { sharp } from '../../storage/sharp.js';
import type { RawPicture } from '../../storage/storage.service.js';

export type RenderOptions = {
  /** Output width in px; the height follows the SVG's aspect ratio. Default: the SVG's own width. */
  width?: number;
  format?: 'png' | 'webp';
};

const SUPERSAMPLE = 2;

function declaredWidth(svg: string): number {
  const match = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg);
  if (!match) throw new Error('The SVG must declare its width in px.');
  return Number(match[1]);
}

/**
 * Renders an SVG drawn by this folder to a raster buffer (PNG by default, lossless for the re-encoding that follows).
 * It is rasterised at twice the size and scaled down, which keeps thin chain links and facet lines crisp.
 */
export async function renderSvg(svg: string, options: RenderOptions = {}): Promise<Buffer> {
  const own = declaredWidth(svg);
  const width = options.width ?? own;
  const image = sharp(Buffer.from(svg), { density: (72 * SUPERSAMPLE * width) / own }).resize({ width });
  return options.format === 'webp' ? image.webp({ quality: 90 }).toBuffer() : image.png({ compressionLevel: 4 }).toBuffer();
}

/**
 * The same picture as renderSvg's PNG at the SVG's own width, as raw pixels for StorageService.saveGenerated: the seed
 * stores every picture it draws, and compressing a large PNG only to decode it again at once was most of the work.
 */
export async function renderSvgPixels(svg: string): Promise<RawPicture> {
  const own = declaredWidth(svg);
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * SUPERSAMPLE })
    .resize({ width: own })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
