import sharp from 'sharp';
import {
  BANNER_THEMES,
  drawBanner,
  drawCategoryTile,
  drawJewellery,
  JEWELLERY_KINDS,
  METAL_NAMES,
  type PictureSpec,
} from './draw.js';
import { renderSvg } from './render.js';

async function sizeOf(png: Buffer): Promise<[number | undefined, number | undefined]> {
  const { width, height } = await sharp(png).metadata();
  return [width, height];
}

async function pixels(svg: string): Promise<Buffer> {
  return sharp(await renderSvg(svg, { width: 200 })).raw().toBuffer();
}

/** Mean absolute difference per channel, 0 to 255. */
function difference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i] - b[i]);
  return total / a.length;
}

const everyPicture = (): string[] => [
  ...JEWELLERY_KINDS.flatMap((kind) =>
    METAL_NAMES.flatMap((metal, i) =>
      (['front', 'detail'] as const).map((view) => drawJewellery({ kind, metal, seed: i + 1, view, stone: i % 2 ? '#c2183b' : undefined })),
    ),
  ),
  ...JEWELLERY_KINDS.map((kind) => drawCategoryTile(kind, 1)),
  ...BANNER_THEMES.map((theme) => drawBanner(theme, 1)),
];

describe('jewellery pictures', () => {
  it('renders every kind in every metal at 1200 × 1200', async () => {
    const specs: PictureSpec[] = JEWELLERY_KINDS.flatMap((kind, k) =>
      METAL_NAMES.map((metal, m) => ({ kind, metal, seed: k * 4 + m, view: m % 2 ? 'detail' : 'front' }) satisfies PictureSpec),
    );
    const sizes = await Promise.all(specs.map(async (spec) => sizeOf(await renderSvg(drawJewellery(spec)))));
    expect(sizes).toEqual(specs.map(() => [1200, 1200]));
  }, 120_000);

  it('draws each kind differently', async () => {
    const base = { metal: 'gold', seed: 3, view: 'front' } as const;
    const ring = await pixels(drawJewellery({ ...base, kind: 'ring' }));
    const bangle = await pixels(drawJewellery({ ...base, kind: 'bangle' }));
    const evilEye = await pixels(drawJewellery({ ...base, kind: 'evil-eye' }));
    expect(difference(ring, bangle)).toBeGreaterThan(4);
    expect(difference(ring, evilEye)).toBeGreaterThan(4);
  });

  it('draws the same picture for the same spec, and a close-up for the detail view', () => {
    const spec: PictureSpec = { kind: 'pendant', metal: 'rose-gold', stone: '#11915f', seed: 7, view: 'front' };
    expect(drawJewellery(spec)).toBe(drawJewellery({ ...spec }));
    expect(drawJewellery({ ...spec, view: 'detail' })).not.toBe(drawJewellery(spec));
    expect(drawJewellery({ ...spec, seed: 8 })).not.toBe(drawJewellery(spec));
  });

  it('renders every banner at 1600 × 600 and category tiles square', async () => {
    const banners = await Promise.all(BANNER_THEMES.map(async (theme) => sizeOf(await renderSvg(drawBanner(theme, 2)))));
    expect(banners).toEqual(BANNER_THEMES.map(() => [1600, 600]));
    const tiles = await Promise.all(JEWELLERY_KINDS.map(async (kind) => sizeOf(await renderSvg(drawCategoryTile(kind, 2), { width: 300 }))));
    expect(tiles).toEqual(JEWELLERY_KINDS.map(() => [300, 300]));
  }, 60_000);

  it('keeps the left of a banner calm for text laid over it', async () => {
    for (const theme of BANNER_THEMES) {
      const { data, info } = await sharp(await renderSvg(drawBanner(theme, 1), { width: 400 })).greyscale().raw().toBuffer({ resolveWithObject: true });
      const spread = (from: number, to: number) => {
        const values: number[] = [];
        for (let y = 0; y < info.height; y++) for (let x = from; x < to; x++) values.push(data[y * info.width + x]);
        const mean = values.reduce((a, b) => a + b, 0) / values.length;
        return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
      };
      // The left 45 % varies far less than the right, where the pieces are.
      expect(spread(0, Math.round(info.width * 0.45))).toBeLessThan(spread(Math.round(info.width * 0.55), info.width));
    }
  }, 60_000);

  it('uses no text, scripts or outside references (no fonts or network are needed to draw)', () => {
    for (const svg of everyPicture()) {
      expect(svg).not.toMatch(/<text|<script|<image|<foreignObject|href=|url\((?!#)/i);
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:/);
    }
  });

  it('keeps a stone colour that is not a plain CSS colour out of the SVG', () => {
    const svg = drawJewellery({ kind: 'ring', metal: 'gold', seed: 1, view: 'front', stone: '"/><script>alert(1)</script>' });
    expect(svg).not.toContain('script');
    expect(drawJewellery({ kind: 'ring', metal: 'gold', seed: 1, view: 'front', stone: 'rgb(200, 20, 60)' })).toContain('rgb(200, 20, 60)');
  });
});
