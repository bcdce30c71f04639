import { DIAMOND, drawPiece, JEWELLERY_KINDS, type JewelleryKind, type Piece } from './pieces.js';
import { evilEye, f, METALS, type Metal, n, pick, randomFrom, safeColour, shadow, sharedDefs, sparkle } from './svg-kit.js';

export type { JewelleryKind } from './pieces.js';
export type { Metal } from './svg-kit.js';
export { JEWELLERY_KINDS } from './pieces.js';
export { METAL_NAMES } from './svg-kit.js';

export type PictureSpec = {
  kind: JewelleryKind;
  metal: Metal;
  /** CSS colour of the main stone; a diamond when absent. */
  stone?: string;
  seed: number;
  /** 'front' is the product card's picture; 'detail' a close-up of the same piece, shown on hover. */
  view: 'front' | 'detail';
};

export type BannerTheme = 'home' | 'festive' | 'evil-eye' | 'baby-evil-eye' | 'collections' | 'deals' | 'blog' | 'gifts';

export const BANNER_THEMES: readonly BannerTheme[] = ['home', 'festive', 'evil-eye', 'baby-evil-eye', 'collections', 'deals', 'blog', 'gifts'];

export const PICTURE_SIZE = 1200;
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;

function ids(): (name: string) => string {
  let count = 0;
  return (name) => `${name}-${++count}`;
}

function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

// ---------------------------------------------------------------- studio backgrounds

/** centre, edge, surface: soft backdrops that flatter metal. */
const STUDIO: readonly [string, string, string][] = [
  ['#fdf9f3', '#e6d9c4', '#efe3cf'],
  ['#fcf4f1', '#e9cfc6', '#f1dcd4'],
  ['#f6f8f2', '#d3dbc8', '#e2e8d6'],
  ['#f4f7fb', '#cfd9e5', '#dfe7f0'],
  ['#f8f4fa', '#dacfe4', '#e8def0'],
  ['#fbf5eb', '#dfcaa9', '#ecdcc0'],
];

function studioBackground(random: () => number, metal: Metal, detail: boolean): { defs: string; body: string } {
  // Silver and oxidised pieces read better on warmer backdrops, gold on any.
  const choices = metal === 'gold' ? STUDIO : STUDIO.filter((_, i) => i !== 3);
  const [centre, edge, surface] = pick(random, choices);
  const lightX = n(0.3 + random() * 0.4);
  const horizon = 760 + random() * 120;
  const sweep = (random() - 0.5) * 160;
  const defs =
    `<radialGradient id="bg" cx="${lightX}" cy="${detail ? '.5' : '.38'}" r="${detail ? '.7' : '.85'}">` +
    `<stop offset="0" stop-color="${centre}"/><stop offset="${detail ? '.55' : '.7'}" stop-color="${detail ? surface : centre}"/>` +
    `<stop offset="1" stop-color="${edge}"/></radialGradient>` +
    `<linearGradient id="surface" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${surface}" stop-opacity="0"/>` +
    `<stop offset=".25" stop-color="${surface}" stop-opacity=".75"/><stop offset="1" stop-color="${edge}" stop-opacity=".9"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  let body = `<rect width="1200" height="1200" fill="url(#bg)"/>`;
  if (detail) {
    // Out-of-focus highlights, as in a macro shot.
    for (let k = 0; k < 9; k++) {
      const r = 40 + random() * 110;
      body += `<circle cx="${n(random() * 1200)}" cy="${n(random() * 1200)}" r="${n(r)}" fill="#fff" opacity="${n(0.12 + random() * 0.2)}" filter="url(#blur-wide)"/>`;
    }
  } else {
    body += `<path d="M0 ${n(horizon + sweep)}C400 ${n(horizon - 40)} 800 ${n(horizon - 40)} 1200 ${n(horizon - sweep)}L1200 1200L0 1200Z" fill="url(#surface)"/>`;
    body += `<ellipse cx="${n(Number(lightX) * 1200)}" cy="360" rx="520" ry="380" fill="url(#glow)"/>`;
  }
  return { defs, body };
}

/** Scales and centres a piece so that its bounds fill the frame; standing pieces get a contact shadow. */
function fitted(piece: Piece, box = { cx: 600, cy: 590, width: 940, height: 900 }): string {
  const [x0, y0, x1, y1] = piece.bounds;
  const scale = Math.min(box.width / (x1 - x0), box.height / (y1 - y0), 1.5);
  const transform = `translate(${box.cx} ${box.cy}) scale(${f(scale)}) translate(${n(-(x0 + x1) / 2)} ${n(-(y0 + y1) / 2)})`;
  const contact = piece.stands ? shadow((x0 + x1) / 2, y1 - 6, (x1 - x0) * 0.46, 22, 0.35) : '';
  return `<g transform="${transform}">${contact}<g filter="url(#lift)">${piece.svg}</g></g>`;
}

function pieceFor(spec: Pick<PictureSpec, 'kind' | 'metal' | 'stone'>, random: () => number, id: (name: string) => string): Piece {
  return drawPiece(spec.kind, { metal: spec.metal, stone: safeColour(spec.stone, DIAMOND), random, id });
}

/** A 1200 × 1200 product picture of one piece on a soft studio backdrop, as an SVG document. */
export function drawJewellery(spec: PictureSpec): string {
  const id = ids();
  // The piece and the backdrop take separate random streams so a seed gives the same piece in both views.
  const piece = pieceFor(spec, randomFrom(spec.seed), id);
  const backdrop = randomFrom(spec.seed * 7919 + (spec.view === 'detail' ? 1 : 0));
  const detail = spec.view === 'detail';
  const background = studioBackground(backdrop, spec.metal, detail);
  const tilt = (randomFrom(spec.seed + 101)() - 0.5) * 10;
  const body = detail
    ? `${background.body}<g transform="translate(600 600) scale(${n(piece.zoom * 1.25)}) rotate(${n(tilt * 1.6 + 8)}) translate(${n(-piece.focus[0])} ${n(-piece.focus[1])})"><g filter="url(#lift)">${piece.svg}</g></g>`
    : `${background.body}<g transform="rotate(${n(piece.stands ? 0 : tilt)} 600 600)">${fitted(piece)}</g>`;
  return svgDocument(PICTURE_SIZE, PICTURE_SIZE, sharedDefs() + background.defs, body);
}

// ---------------------------------------------------------------- category tiles

const TILE_COLOURS: readonly [string, string][] = [
  ['#7a1c2e', '#3d0b16'],
  ['#125a54', '#072b28'],
  ['#23346b', '#0e1633'],
  ['#5c2a6b', '#2a1032'],
  ['#8a4b14', '#3e1f06'],
  ['#2f5d3a', '#12281a'],
];

const KIND_METAL: Partial<Record<JewelleryKind, Metal>> = { anklet: 'silver', 'toe-ring': 'silver', 'baby-charm': 'gold' };

/** A square category picture: the piece on a jewel-toned plinth inside a fine frame. */
export function drawCategoryTile(kind: JewelleryKind, seed: number): string {
  const random = randomFrom(seed * 31 + JEWELLERY_KINDS.indexOf(kind));
  const [light, dark] = pick(random, TILE_COLOURS);
  const metal = KIND_METAL[kind] ?? pick(random, ['gold', 'gold', 'rose-gold'] as const);
  const frame = METALS.gold;
  const piece = pieceFor({ kind, metal, stone: kind === 'ring' || kind === 'pendant' ? undefined : pick(random, ['#c2183b', '#11915f', '#1f4fbf']) }, randomFrom(seed), ids());
  const defs =
    `<radialGradient id="tile" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient>` +
    `<radialGradient id="plinth" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff8ec" stop-opacity=".95"/>` +
    `<stop offset=".7" stop-color="#f3e3c6" stop-opacity=".9"/><stop offset="1" stop-color="#e2c99c" stop-opacity=".85"/></radialGradient>`;
  let body = `<rect width="1200" height="1200" fill="url(#tile)"/>`;
  // Fine gold frame with dotted corners.
  body += `<rect x="50" y="50" width="1100" height="1100" rx="36" fill="none" stroke="${frame.base}" stroke-width="4" opacity=".8"/>`;
  body += `<rect x="70" y="70" width="1060" height="1060" rx="26" fill="none" stroke="${frame.light}" stroke-width="1.5" opacity=".6"/>`;
  for (const [x, y] of [
    [50, 50],
    [1150, 50],
    [50, 1150],
    [1150, 1150],
  ]) {
    body += `<circle cx="${x}" cy="${y}" r="14" fill="${frame.base}"/><circle cx="${x}" cy="${y}" r="6" fill="${frame.shine}"/>`;
  }
  body += `<circle cx="600" cy="600" r="470" fill="url(#plinth)"/>`;
  body += `<circle cx="600" cy="600" r="486" fill="none" stroke="${frame.light}" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>`;
  // Clipped to the plinth, so a necklace's chain fades into it rather than crossing the frame.
  body += `<clipPath id="plinth-clip"><circle cx="600" cy="600" r="470"/></clipPath>`;
  body += `<g clip-path="url(#plinth-clip)">${fitted(piece, { cx: 600, cy: 610, width: 720, height: 700 })}</g>`;
  return svgDocument(PICTURE_SIZE, PICTURE_SIZE, sharedDefs() + defs, body);
}

// ---------------------------------------------------------------- banners

type BannerPlan = {
  colours: [string, string, string];
  motif: (random: () => number) => string;
  pieces: [JewelleryKind, Metal, string | undefined][];
};

function mandala(cx: number, cy: number, radius: number, colour: string, opacity: number): string {
  let svg = `<g opacity="${opacity}" fill="none" stroke="${colour}">`;
  for (let k = 1; k <= 5; k++) {
    const r = (radius * k) / 5;
    svg += `<circle cx="${cx}" cy="${cy}" r="${n(r)}" stroke-width="${k % 2 ? 2 : 1}" stroke-dasharray="${k % 2 ? 'none' : '3 9'}"/>`;
  }
  for (let k = 0; k < 24; k++) {
    const a = (k / 24) * Math.PI * 2;
    const [x, y] = [cx + Math.cos(a) * radius * 0.8, cy + Math.sin(a) * radius * 0.8];
    svg += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(radius * 0.16)}" ry="${n(radius * 0.06)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(x)} ${n(y)})" stroke-width="1.5"/>`;
  }
  return `${svg}</g>`;
}

function garland(x: number, length: number, random: () => number): string {
  let svg = `<line x1="${x}" y1="0" x2="${x}" y2="${length}" stroke="#5e7d2b" stroke-width="3"/>`;
  for (let y = 14; y < length; y += 26) {
    const colour = pick(random, ['#f29a1d', '#f7b52b', '#e9731a']);
    svg += `<circle cx="${x}" cy="${y}" r="15" fill="${colour}"/><circle cx="${x - 4}" cy="${y - 4}" r="6" fill="#ffd36a" opacity=".7"/>`;
  }
  return svg;
}

function diya(x: number, y: number, size: number): string {
  return (
    `<ellipse cx="${n(x)}" cy="${n(y - size * 0.75)}" rx="${n(size * 0.9)}" ry="${n(size * 1.2)}" fill="#ffd56b" opacity=".35" filter="url(#blur-soft)"/>` +
    `<path d="M${n(x - size)} ${n(y)}Q${n(x)} ${n(y + size * 0.9)} ${n(x + size)} ${n(y)}Z" fill="#b5541c"/>` +
    `<path d="M${n(x - size)} ${n(y)}Q${n(x)} ${n(y + size * 0.35)} ${n(x + size)} ${n(y)}" fill="none" stroke="#f0b43c" stroke-width="3"/>` +
    `<path d="M${n(x)} ${n(y - size * 0.15)}C${n(x - size * 0.28)} ${n(y - size * 0.55)} ${n(x)} ${n(y - size * 1.1)} ${n(x)} ${n(y - size * 1.1)}C${n(x)} ${n(y - size * 1.1)} ${n(x + size * 0.28)} ${n(y - size * 0.55)} ${n(x)} ${n(y - size * 0.15)}Z" fill="#ffb22e"/>` +
    `<path d="M${n(x)} ${n(y - size * 0.2)}C${n(x - size * 0.12)} ${n(y - size * 0.45)} ${n(x)} ${n(y - size * 0.75)} ${n(x)} ${n(y - size * 0.75)}C${n(x)} ${n(y - size * 0.75)} ${n(x + size * 0.12)} ${n(y - size * 0.45)} ${n(x)} ${n(y - size * 0.2)}Z" fill="#fff3b0"/>`
  );
}

function star(x: number, y: number, r: number, colour: string, opacity: number): string {
  const points: string[] = [];
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const radius = k % 2 ? r * 0.45 : r;
    points.push(`${n(x + Math.cos(a) * radius)},${n(y + Math.sin(a) * radius)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${colour}" opacity="${opacity}"/>`;
}

function scatter(random: () => number, count: number, draw: (x: number, y: number, size: number) => string, minX = 640): string {
  let svg = '';
  for (let k = 0; k < count; k++) svg += draw(minX + random() * (1600 - minX), random() * 600, 0.5 + random());
  return svg;
}

function leaf(x: number, y: number, size: number, angle: number, colour: string): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(size)})" fill="none" stroke="${colour}" stroke-width="2.2" opacity=".55">` +
    `<path d="M0 0C30 -40 90 -40 120 0C90 40 30 40 0 0Z"/><path d="M0 0L120 0"/>` +
    `<path d="M30 0L45 -16M60 0L75 -18M90 0L100 -12M30 0L45 16M60 0L75 18M90 0L100 12"/></g>`
  );
}

const BANNERS: Record<BannerTheme, BannerPlan> = {
  home: {
    colours: ['#3b0a16', '#6e1a2c', '#a8324a'],
    motif: () => mandala(1240, 300, 330, METALS.gold.light, 0.22) + mandala(1560, 40, 160, METALS.gold.light, 0.18),
    pieces: [
      ['pendant', 'gold', '#c2183b'],
      ['earrings', 'gold', '#11915f'],
      ['ring', 'gold', undefined],
    ],
  },
  festive: {
    colours: ['#4a0d06', '#8f2a10', '#d2691e'],
    motif: (random) => {
      let svg = '';
      for (let x = 700; x < 1600; x += 110) svg += garland(x + random() * 20, 120 + random() * 140, random);
      for (let x = 760; x < 1600; x += 170) svg += diya(x, 570, 34);
      return svg;
    },
    pieces: [
      ['maang-tikka', 'gold', '#c2183b'],
      ['bangle', 'gold', '#c2183b'],
      ['earrings', 'gold', '#11915f'],
    ],
  },
  'evil-eye': {
    colours: ['#08214f', '#16439a', '#3d7fd9'],
    motif: (random) => scatter(random, 14, (x, y, s) => `<g opacity=".35">${evilEye(x, y, 16 * s)}</g>`) + scatter(random, 18, (x, y, s) => sparkle(x, y, 10 * s, 0.6)),
    pieces: [
      ['evil-eye', 'gold', undefined],
      ['evil-eye', 'silver', undefined],
      ['evil-eye', 'rose-gold', undefined],
    ],
  },
  'baby-evil-eye': {
    colours: ['#e7f1fb', '#dcebf8', '#f9dfe8'],
    motif: (random) =>
      scatter(random, 16, (x, y, s) => star(x, y, 14 * s, METALS.gold.base, 0.45)) +
      scatter(random, 5, (x, y, s) => `<path d="M${n(x)} ${n(y - 26 * s)}A${n(26 * s)} ${n(26 * s)} 0 1 0 ${n(x + 22 * s)} ${n(y + 14 * s)}A${n(21 * s)} ${n(21 * s)} 0 1 1 ${n(x)} ${n(y - 26 * s)}Z" fill="${METALS.gold.light}" opacity=".7"/>`) +
      scatter(random, 26, (x, y, s) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(5 * s)}" fill="#8fc3ea" opacity=".45"/>`),
    pieces: [
      ['baby-charm', 'gold', undefined],
      ['evil-eye', 'gold', undefined],
    ],
  },
  collections: {
    colours: ['#062522', '#0e4a43', '#1c7a6d'],
    motif: () => {
      let svg = `<g fill="none" stroke="${METALS.gold.light}" opacity=".25">`;
      for (let k = 0; k < 14; k++) svg += `<path d="M1180 640L${n(760 + k * 60)} 0" stroke-width="1.5"/>`;
      for (let k = 1; k <= 4; k++) svg += `<circle cx="1180" cy="640" r="${k * 120}" stroke-width="2"/>`;
      return `${svg}</g>`;
    },
    pieces: [
      ['chain', 'gold', undefined],
      ['pendant', 'rose-gold', '#ec7fa6'],
      ['ring', 'gold', '#11915f'],
      ['bracelet', 'silver', undefined],
    ],
  },
  deals: {
    colours: ['#4a0a38', '#a0215a', '#ec4c7a'],
    motif: (random) => {
      let svg = `<g opacity=".16">`;
      for (let k = 0; k < 28; k++) {
        const a = (k / 28) * Math.PI * 2;
        svg += `<path d="M1180 300L${n(1180 + Math.cos(a) * 1200)} ${n(300 + Math.sin(a) * 1200)}L${n(1180 + Math.cos(a + 0.09) * 1200)} ${n(300 + Math.sin(a + 0.09) * 1200)}Z" fill="#fff"/>`;
      }
      svg += `</g>`;
      svg += scatter(random, 30, (x, y, s) => `<rect x="${n(x)}" y="${n(y)}" width="${n(10 * s)}" height="${n(18 * s)}" fill="${pick(random, ['#ffd166', '#ffffff', '#ff9fb8'])}" opacity=".6" transform="rotate(${n(random() * 180)} ${n(x)} ${n(y)})"/>`);
      // Price tags, without words.
      for (const [x, y, a] of [
        [1480, 110, 18],
        [760, 470, -14],
      ]) {
        svg += `<g transform="translate(${x} ${y}) rotate(${a})" opacity=".85"><path d="M-60 -34H40L70 0L40 34H-60Z" fill="#ffd166"/><circle cx="40" cy="0" r="8" fill="#a0215a"/></g>`;
      }
      return svg;
    },
    pieces: [
      ['earrings', 'rose-gold', '#ec7fa6'],
      ['bangle', 'gold', '#c2183b'],
      ['ring', 'silver', '#1f4fbf'],
    ],
  },
  blog: {
    colours: ['#f4ede2', '#ece1cf', '#dcc9a9'],
    motif: (random) => {
      let svg = '';
      for (let k = 0; k < 9; k++) svg += leaf(760 + random() * 820, random() * 600, 0.8 + random() * 0.8, random() * 360, '#7a8a5a');
      return svg;
    },
    pieces: [
      ['pendant', 'gold', '#11915f'],
      ['ring', 'rose-gold', undefined],
    ],
  },
  gifts: {
    colours: ['#5a0f2a', '#9c2a4e', '#d8617f'],
    motif: (random) =>
      scatter(random, 40, (x, y, s) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(5 * s)}" fill="${pick(random, ['#ffd166', '#ffffff', '#ffb3c6'])}" opacity=".55"/>`) +
      `<path d="M700 560C820 420 900 620 1040 480S1300 420 1400 560S1560 600 1600 520" fill="none" stroke="${METALS.gold.light}" stroke-width="6" opacity=".4"/>`,
    pieces: [
      ['gift-box', 'gold', undefined],
      ['ring', 'gold', undefined],
      ['pendant', 'rose-gold', '#c2183b'],
    ],
  },
};

/** Where the pieces of a banner go, by how many there are: the box each one fills (centre x, y, width, height). */
const LAYOUTS: Record<number, [number, number, number, number][]> = {
  2: [
    [1000, 310, 330, 470],
    [1360, 320, 330, 440],
  ],
  3: [
    [900, 320, 250, 430],
    [1150, 300, 260, 470],
    [1400, 320, 250, 430],
  ],
  4: [
    [850, 320, 200, 420],
    [1050, 300, 210, 460],
    [1250, 320, 200, 420],
    [1450, 320, 200, 400],
  ],
};

/** A 1600 × 600 decorative banner; the left 45 % stays calm for text laid over it in HTML. */
export function drawBanner(theme: BannerTheme, seed: number): string {
  const plan = BANNERS[theme];
  const random = randomFrom(seed * 131 + BANNER_THEMES.indexOf(theme));
  const [deep, mid, bright] = plan.colours;
  const id = ids();
  const defs =
    `<linearGradient id="banner" x1="0" y1="0" x2="1" y2=".4"><stop offset="0" stop-color="${deep}"/>` +
    `<stop offset=".5" stop-color="${mid}"/><stop offset="1" stop-color="${bright}"/></linearGradient>` +
    `<radialGradient id="spot" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${deep}" stop-opacity=".92"/>` +
    `<stop offset=".38" stop-color="${deep}" stop-opacity=".6"/><stop offset=".56" stop-color="${deep}" stop-opacity="0"/></linearGradient>`;
  let body = `<rect width="1600" height="600" fill="url(#banner)"/>`;
  body += plan.motif(random);
  body += `<rect width="1600" height="600" fill="url(#calm)"/>`;
  body += `<ellipse cx="1180" cy="320" rx="520" ry="300" fill="url(#spot)"/>`;
  const layout = LAYOUTS[plan.pieces.length];
  plan.pieces.forEach(([kind, metal, stone], index) => {
    const [x, y, width, height] = layout[index];
    const piece = pieceFor({ kind, metal, stone }, randomFrom(seed * 17 + index * 7 + 3), id);
    body += fitted(piece, { cx: x, cy: y, width, height });
  });
  return svgDocument(BANNER_WIDTH, BANNER_HEIGHT, sharedDefs() + defs, body);
}
