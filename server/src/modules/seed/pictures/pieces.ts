import {
  between,
  f,
  bezel,
  blackBead,
  chain,
  type ChainStyle,
  curve,
  evilEye,
  gem,
  METALS,
  type Metal,
  metalBead,
  metalId,
  n,
  pathOf,
  pearl,
  pick,
  place,
  type Point,
  pts,
  quad,
  resample,
  roundGem,
  setStone,
  sparkle,
  unitShape,
  wire,
} from './svg-kit.js';

export const JEWELLERY_KINDS = [
  'ring',
  'pendant',
  'bangle',
  'earrings',
  'nose-pin',
  'mangalsutra',
  'evil-eye',
  'baby-charm',
  'anklet',
  'chain',
  'bracelet',
  'maang-tikka',
  'kada',
  'toe-ring',
  'gift-box',
] as const;

export type JewelleryKind = (typeof JEWELLERY_KINDS)[number];

export type PieceContext = {
  metal: Metal;
  /** The main stone's colour (already checked). */
  stone: string;
  random: () => number;
  /** A document-unique id for clip paths. */
  id: (name: string) => string;
};

/**
 * A piece drawn in a 1200 × 1200 box: its SVG, the box that should fill the picture (a necklace's chain may run
 * out of it), whether it stands on the surface (it then gets a contact shadow), and where the close-up looks.
 */
export type Piece = { svg: string; bounds: readonly [number, number, number, number]; stands?: boolean; focus: Point; zoom: number };

export const DIAMOND = '#eef3fa';
const SIDE_STONES = ['#c2183b', '#11915f', '#1f4fbf', DIAMOND];
const ENAMEL_GREEN = '#128a5a';
const ENAMEL_RED = '#b3182f';

const rad = (deg: number) => (deg * Math.PI) / 180;
const onCircle = (cx: number, cy: number, rx: number, ry: number, deg: number): Point => [cx + rx * Math.cos(rad(deg)), cy + ry * Math.sin(rad(deg))];

function annulus(cx: number, cy: number, outer: number, inner: number, outerY = outer, innerY = inner): string {
  return (
    `M${n(cx - outer)} ${n(cy)}a${n(outer)} ${n(outerY)} 0 1 0 ${n(2 * outer)} 0a${n(outer)} ${n(outerY)} 0 1 0 ${n(-2 * outer)} 0Z` +
    `M${n(cx - inner)} ${n(cy)}a${n(inner)} ${n(innerY)} 0 1 1 ${n(2 * inner)} 0a${n(inner)} ${n(innerY)} 0 1 1 ${n(-2 * inner)} 0Z`
  );
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
}

/** A brilliant-cut stone seen from the side: crown above the girdle, pavilion below, a flat table on top. */
function gemProfile(cx: number, gy: number, width: number, colour: string): string {
  const table = width * 0.56;
  const crown = width * 0.22;
  const pavilion = width * 0.46;
  const g = [-0.5, -0.25, 0, 0.25, 0.5].map((f) => [cx + f * width, gy] as Point);
  const t = [-0.5, -1 / 6, 1 / 6, 0.5].map((f) => [cx + f * table, gy - crown] as Point);
  const culet: Point = [cx, gy + pavilion];
  const facets: [Point[], string, number][] = [
    [[g[0], t[0], g[1]], '#fff', 0.35],
    [[g[1], t[0], t[1]], '#000', 0.12],
    [[g[1], t[1], g[2]], '#fff', 0.2],
    [[g[2], t[1], t[2]], '#fff', 0.5],
    [[g[2], t[2], g[3]], '#000', 0.18],
    [[g[3], t[2], t[3]], '#fff', 0.15],
    [[g[3], t[3], g[4]], '#000', 0.32],
    [[g[0], g[1], culet], '#000', 0.3],
    [[g[1], g[2], culet], '#fff', 0.22],
    [[g[2], g[3], culet], '#000', 0.12],
    [[g[3], g[4], culet], '#000', 0.42],
  ];
  const outline = [g[0], t[0], t[3], g[4], culet];
  const line = Math.max(0.8, width * 0.007);
  return (
    `<g><polygon points="${pts(outline)}" fill="${colour}"/>` +
    facets.map(([p, tone, o]) => `<polygon points="${pts(p)}" fill="${tone}" opacity="${o}"/>`).join('') +
    `<ellipse cx="${n(cx)}" cy="${n(gy - crown)}" rx="${n(table / 2)}" ry="${n(width * 0.045)}" fill="${colour}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(gy - crown)}" rx="${n(table / 2)}" ry="${n(width * 0.045)}" fill="#fff" opacity=".45"/>` +
    `<path d="${facets.map(([p]) => pathOf(p)).join('')}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="${n(line)}"/>` +
    `<polygon points="${pts(outline)}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="${n(line * 1.5)}"/>` +
    `<line x1="${n(g[0][0])}" y1="${n(gy)}" x2="${n(g[4][0])}" y2="${n(gy)}" stroke="#fff" stroke-opacity=".7" stroke-width="${n(line * 2)}"/>` +
    sparkle(cx - width * 0.14, gy - crown * 0.55, width * 0.16) +
    sparkle(cx + width * 0.3, gy + pavilion * 0.2, width * 0.08, 0.8) +
    `</g>`
  );
}

/** Claw prongs holding a side-view stone. */
function prongs(cx: number, baseY: number, gy: number, width: number, metal: Metal): string {
  const w = Math.max(6, width * 0.07);
  const outer = (side: number) =>
    `M${n(cx + side * width * 0.16)} ${n(baseY)}Q${n(cx + side * width * 0.56)} ${n((baseY + gy) / 2)} ${n(cx + side * width * 0.5)} ${n(gy - width * 0.04)}` +
    `L${n(cx + side * width * 0.45)} ${n(gy - width * 0.08)}`;
  const inner = (side: number) =>
    `M${n(cx + side * width * 0.06)} ${n(baseY)}Q${n(cx + side * width * 0.2)} ${n((baseY + gy) / 2)} ${n(cx + side * width * 0.21)} ${n(gy - width * 0.02)}` +
    `L${n(cx + side * width * 0.19)} ${n(gy - width * 0.08)}`;
  return wire(outer(-1), metal, w) + wire(outer(1), metal, w) + wire(inner(-1), metal, w * 0.9) + wire(inner(1), metal, w * 0.9);
}

// ---------------------------------------------------------------- ring

function ring({ metal, stone, random, id }: PieceContext): Piece {
  const m = METALS[metal];
  const [cx, cy, R, r] = [600, 720, 236, 194];
  const variant = pick(random, ['solitaire', 'three-stone', 'halo', 'pave'] as const);
  const clip = id('ring-inner');
  const bandTop = cy - R;
  const width = variant === 'three-stone' ? 190 : variant === 'halo' ? 180 : 220;
  const gy = bandTop - width * 0.46 + 8;
  let svg = '';
  // The band, with its inner surface showing at the bottom since we look from slightly above.
  svg += `<path d="${annulus(cx, cy, R, r)}" fill-rule="evenodd" fill="${metalId(metal, 'lin')}" stroke="${m.dark}" stroke-width="3"/>`;
  svg += `<clipPath id="${clip}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath>`;
  svg +=
    `<g clip-path="url(#${clip})"><path d="M${cx - r} ${cy - r}h${2 * r}v${2 * r}h${-2 * r}Z${ellipsePath(cx, cy - 34, r, r)}" fill-rule="evenodd" fill="${metalId(metal, 'h')}"/>` +
    `<path d="M${cx - r} ${cy - r}h${2 * r}v${2 * r}h${-2 * r}Z${ellipsePath(cx, cy - 34, r, r)}" fill-rule="evenodd" fill="#000" opacity=".22"/></g>`;
  svg += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${m.shine}" stroke-opacity=".7" stroke-width="3"/>`;
  svg += `<path d="M${cx - R * 0.82} ${cy - R * 0.45}A${R} ${R} 0 0 1 ${cx - R * 0.2} ${cy - R * 0.96}" fill="none" stroke="${m.shine}" stroke-opacity=".8" stroke-width="7" stroke-linecap="round"/>`;
  if (variant === 'pave') {
    for (let deg = 200; deg <= 340; deg += 10) {
      if (Math.abs(deg - 270) < 14) continue;
      const [x, y] = onCircle(cx, cy, (R + r) / 2, (R + r) / 2, deg);
      svg += roundGem(x, y, 13, DIAMOND, 8);
    }
  }
  if (variant === 'three-stone') {
    for (const side of [-1, 1]) {
      const sx = cx + side * 118;
      const sgy = gy + 62;
      const sw = width * 0.6;
      svg += gemProfile(sx, sgy, sw, stone === DIAMOND ? pick(random, SIDE_STONES) : DIAMOND);
      svg += prongs(sx, sgy + sw * 0.42, sgy, sw, metal);
    }
  }
  if (variant === 'halo') {
    svg += `<ellipse cx="${cx}" cy="${n(gy + 8)}" rx="${n(width / 2 + 30)}" ry="24" fill="${metalId(metal, 'h')}" stroke="${m.dark}" stroke-width="2"/>`;
  }
  // Gallery rail under the stone, then the stone, then the claws over it.
  svg += `<path d="M${n(cx - width * 0.32)} ${n(gy + width * 0.2)}L${n(cx + width * 0.32)} ${n(gy + width * 0.2)}L${n(cx + width * 0.14)} ${n(bandTop + 6)}L${n(cx - width * 0.14)} ${n(bandTop + 6)}Z" fill="${metalId(metal, 'v')}" stroke="${m.dark}" stroke-width="2"/>`;
  svg += gemProfile(cx, gy, width, stone);
  svg += prongs(cx, bandTop + 8, gy, width, metal);
  if (variant === 'halo') {
    for (let deg = 15; deg <= 165; deg += 15) {
      const [x, y] = onCircle(cx, gy + 8, width / 2 + 30, 24, deg);
      svg += roundGem(x, y, 11, DIAMOND, 8);
    }
  }
  return { svg, bounds: [362, 360, 839, 958], stands: true, focus: [cx, gy + 10], zoom: 1.9 };
}

// ---------------------------------------------------------------- pendant and necklace chain

function pathLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
  return length;
}

/** Continues a strand straight up beyond the top of the box, so it leaves the picture however small it is drawn. */
function hangFromAbove(points: Point[], to = -900): Point[] {
  const [[x0, y0], [x1, y1]] = points;
  const slope = (x0 - x1) / (y0 - y1 || 1);
  return [[x0 + slope * (to - y0), to], ...points];
}

function necklaceChain(metal: Metal, bailTop: Point, spread: number, style: ChainStyle, size = 17): string {
  const [bx, by] = bailTop;
  const left = hangFromAbove(curve(quad([bx - spread, -40], [bx - spread * 0.75, by * 0.75], [bx - 4, by]), 60));
  const right = hangFromAbove(curve(quad([bx + spread, -40], [bx + spread * 0.75, by * 0.75], [bx + 4, by]), 60));
  return chain(left, metal, size, style) + chain(right, metal, size, style);
}

function bail(x: number, top: number, bottom: number, metal: Metal): string {
  const h = bottom - top;
  return wire(`M${n(x)} ${n(bottom)}C${n(x - h * 0.55)} ${n(bottom)} ${n(x - h * 0.55)} ${n(top)} ${n(x)} ${n(top)}C${n(x + h * 0.55)} ${n(top)} ${n(x + h * 0.55)} ${n(bottom)} ${n(x)} ${n(bottom)}`, metal, 14);
}

function pendant({ metal, stone, random }: PieceContext): Piece {
  const variant = pick(random, ['pear', 'heart', 'floral', 'oval'] as const);
  const style = pick(random, ['cable', 'rolo', 'box'] as const);
  const [cx, cy] = [600, 700];
  let body = '';
  let top: number;
  if (variant === 'pear' || variant === 'heart') {
    const shape = unitShape(variant === 'pear' ? 'pear' : 'heart', 180);
    const scale = variant === 'pear' ? 190 : 165;
    const outer = place(shape, cx, cy, scale + 34);
    top = Math.min(...outer.map((p) => p[1]));
    body += bezel(outer, metal, 30);
    for (const [x, y] of resample(place(shape, cx, cy, scale + 16), variant === 'pear' ? 30 : 32)) body += roundGem(x, y, 11, DIAMOND, 8);
    body += gem(place(shape, cx, cy, scale - 4), stone, { facets: 14 });
  } else if (variant === 'floral') {
    for (let k = 0; k < 8; k++) {
      const deg = k * 45 - 90;
      const [x, y] = onCircle(cx, cy, 118, 118, deg);
      const petal = place(unitShape('petal', 90), x, y, 62, deg + 90);
      body += bezel(petal, metal, 12);
      body += gem(place(unitShape('petal', 90), x, y, 44, deg + 90), k % 2 ? DIAMOND : stone, { facets: 8, glint: false });
    }
    body += setStone(place(unitShape('round', 120), cx, cy, 72), metal, stone, 18, 16);
    for (const [x, y] of resample(place(unitShape('round', 120), cx, cy, 100), 24)) body += metalBead(x, y, 6, metal);
    body += wire(`M${cx} ${cy + 178}L${cx} ${cy + 204}`, metal, 8) + pearl(cx, cy + 236, 30, 34);
    top = cy - 180;
  } else {
    const oval = place(unitShape('oval', 160), cx, cy, 150);
    body += bezel(place(unitShape('oval', 160), cx, cy, 188), metal, 36);
    for (const [x, y] of resample(place(unitShape('oval', 160), cx, cy, 172), 40)) body += metalBead(x, y, 7, metal);
    body += gem(oval, stone, { facets: 16 });
    top = cy - 190;
  }
  const chainSvg = necklaceChain(metal, [cx, top - 60], 370, style);
  const svg = chainSvg + bail(cx, top - 70, top + 10, metal) + body;
  return { svg, bounds: [222, 330, 978, 965], focus: [cx, cy - 20], zoom: 1.7 };
}

// ---------------------------------------------------------------- bangles and kada

function bandPattern(pattern: string, cx: number, cy: number, r1: number, r2: number, metal: Metal, stone: string): string {
  const m = METALS[metal];
  const mid = (r1 + r2) / 2;
  let svg = '';
  if (pattern === 'rope') {
    let dark = '';
    let light = '';
    for (let deg = 0; deg < 360; deg += 4.5) {
      const a = onCircle(cx, cy, r1, r1, deg);
      const b = onCircle(cx, cy, r2, r2, deg + 6);
      dark += `M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`;
      const c = onCircle(cx, cy, r1, r1, deg + 1.6);
      const d = onCircle(cx, cy, r2, r2, deg + 7.6);
      light += `M${n(c[0])} ${n(c[1])}L${n(d[0])} ${n(d[1])}`;
    }
    svg += `<path d="${dark}" stroke="${m.dark}" stroke-opacity=".55" stroke-width="3.2" fill="none"/><path d="${light}" stroke="${m.shine}" stroke-opacity=".7" stroke-width="2" fill="none"/>`;
  } else if (pattern === 'stones') {
    for (let deg = 0; deg < 360; deg += 15) {
      const [x, y] = onCircle(cx, cy, mid, mid, deg);
      svg += metalBead(x, y, (r2 - r1) * 0.42, metal) + roundGem(x, y, (r2 - r1) * 0.3, deg % 30 ? DIAMOND : stone, 8);
    }
  } else if (pattern === 'enamel') {
    for (let deg = 0; deg < 360; deg += 12) {
      const [x, y] = onCircle(cx, cy, mid, mid, deg);
      const leaf = place(unitShape('marquise', 60), x, y, (r2 - r1) * 0.36, deg);
      svg += `<path d="${pathOf(leaf)}" fill="${deg % 24 ? ENAMEL_GREEN : stone}" stroke="${m.dark}" stroke-width="1.5"/>`;
      const [dx, dy] = onCircle(cx, cy, mid, mid, deg + 6);
      svg += metalBead(dx, dy, 4.5, metal);
    }
  } else {
    // Engraved ovals and a milgrain edge.
    for (let deg = 0; deg < 360; deg += 10) {
      const [x, y] = onCircle(cx, cy, mid, mid, deg);
      svg += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n((r2 - r1) * 0.32)}" ry="${n((r2 - r1) * 0.16)}" transform="rotate(${deg + 90} ${n(x)} ${n(y)})" fill="${m.shade}" stroke="${m.dark}" stroke-opacity=".7" stroke-width="1.5"/>`;
    }
    for (let deg = 0; deg < 360; deg += 4) {
      const a = onCircle(cx, cy, r1 + 4, r1 + 4, deg);
      const b = onCircle(cx, cy, r2 - 4, r2 - 4, deg + 2);
      svg += `<circle cx="${n(a[0])}" cy="${n(a[1])}" r="2.4" fill="${m.light}"/><circle cx="${n(b[0])}" cy="${n(b[1])}" r="2.4" fill="${m.light}"/>`;
    }
  }
  return svg;
}

function bangle({ metal, stone, random }: PieceContext): Piece {
  const m = METALS[metal];
  const count = pick(random, [2, 3, 3] as const);
  const patterns = ['rope', 'stones', 'enamel', 'engraved'];
  const first = Math.floor(random() * patterns.length);
  const [R, r] = [255, 213];
  const centres: Point[] =
    count === 2
      ? [
          [505, 610],
          [700, 600],
        ]
      : [
          [470, 640],
          [600, 600],
          [730, 560],
        ];
  let svg = '';
  centres.forEach(([cx, cy], i) => {
    const pattern = patterns[(first + i) % patterns.length];
    // The band's depth first (offset and darker), then its face.
    svg += `<path d="${annulus(cx + 12, cy + 14, R, r)}" fill-rule="evenodd" fill="${m.shade}" stroke="${m.dark}" stroke-width="2"/>`;
    svg += `<path d="${annulus(cx + 12, cy + 14, R, r)}" fill-rule="evenodd" fill="#000" opacity=".25"/>`;
    svg += `<path d="${annulus(cx, cy, R, r)}" fill-rule="evenodd" fill="${metalId(metal, 'lin')}" stroke="${m.dark}" stroke-width="2.5"/>`;
    svg += bandPattern(pattern, cx, cy, r, R, metal, stone);
    svg += `<circle cx="${cx}" cy="${cy}" r="${R - 1.5}" fill="none" stroke="${m.shine}" stroke-opacity=".5" stroke-width="2"/>`;
    svg += `<circle cx="${cx}" cy="${cy}" r="${r + 1.5}" fill="none" stroke="${m.shine}" stroke-opacity=".5" stroke-width="2"/>`;
  });
  const [fx, fy] = centres[centres.length - 1];
  return { svg, bounds: [213, 303, 998, 911], focus: [fx + 80, fy - 170], zoom: 1.9 };
}

function kada({ metal, stone, random, id }: PieceContext): Piece {
  const m = METALS[metal];
  const [cx, cy, rx, ry, h] = [600, 520, 330, 150, 130];
  const [irx, iry] = [rx - 42, ry - 24];
  const pattern = pick(random, ['fluted', 'diamond-cut', 'studded'] as const);
  const clip = id('kada-hole');
  let svg = '';
  // Inner wall at the back, seen through the opening; the floor shows through where the lower opening is.
  svg += `<clipPath id="${clip}"><path d="${ellipsePath(cx, cy, irx, iry)}"/></clipPath>`;
  svg += `<g clip-path="url(#${clip})"><path d="${ellipsePath(cx, cy, irx, iry)}${ellipsePath(cx, cy + h, irx, iry)}" fill-rule="evenodd" fill="${metalId(metal, 'h')}"/>`;
  svg += `<path d="${ellipsePath(cx, cy, irx, iry)}${ellipsePath(cx, cy + h, irx, iry)}" fill-rule="evenodd" fill="#000" opacity=".3"/></g>`;
  // Outer wall at the front.
  const wall = `M${cx - rx} ${cy}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy}L${cx + rx} ${cy + h}A${rx} ${ry} 0 0 1 ${cx - rx} ${cy + h}Z`;
  svg += `<path d="${wall}" fill="${metalId(metal, 'h')}" stroke="${m.dark}" stroke-width="2.5"/>`;
  if (pattern === 'fluted') {
    let grooves = '';
    let lights = '';
    for (let deg = 4; deg < 180; deg += 5) {
      const [x, y] = onCircle(cx, cy, rx, ry, deg);
      const [x2] = onCircle(cx, cy, rx, ry, deg + 1.3);
      grooves += `M${n(x)} ${n(y + 18)}L${n(x)} ${n(y + h - 18)}`;
      lights += `M${n(x2)} ${n(y + 18)}L${n(x2)} ${n(y + h - 18)}`;
    }
    svg += `<path d="${grooves}" stroke="${m.dark}" stroke-opacity=".6" stroke-width="3" fill="none"/><path d="${lights}" stroke="${m.shine}" stroke-opacity=".6" stroke-width="2" fill="none"/>`;
  } else if (pattern === 'diamond-cut') {
    let zig = '';
    for (let deg = 4; deg < 176; deg += 8) {
      const [x1, y1] = onCircle(cx, cy, rx, ry, deg);
      const [x2, y2] = onCircle(cx, cy, rx, ry, deg + 4);
      const [x3, y3] = onCircle(cx, cy, rx, ry, deg + 8);
      zig += `<polygon points="${pts([[x1, y1 + 20], [x2, y2 + h / 2], [x3, y3 + 20]])}" fill="${m.shine}" opacity=".45"/>`;
      zig += `<polygon points="${pts([[x1, y1 + h - 20], [x2, y2 + h / 2], [x3, y3 + h - 20]])}" fill="${m.dark}" opacity=".35"/>`;
    }
    svg += zig;
  } else {
    for (let deg = 12; deg < 175; deg += 15) {
      const [x, y] = onCircle(cx, cy, rx, ry, deg);
      const squeeze = Math.max(0.25, Math.sin(rad(deg)));
      svg += `<ellipse cx="${n(x)}" cy="${n(y + h / 2)}" rx="${n(26 * squeeze)}" ry="26" fill="${metalId(metal, 'rad')}" stroke="${m.dark}" stroke-width="1.5"/>`;
      svg += `<g transform="translate(${n(x)} ${n(y + h / 2)}) scale(${f(squeeze)} 1)">${roundGem(0, 0, 17, stone, 8)}</g>`;
    }
  }
  // Rims along the top and bottom edges of the wall.
  for (const offset of [10, h - 10]) {
    svg += `<path d="M${cx - rx} ${cy + offset}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + offset}" fill="none" stroke="${m.dark}" stroke-width="12"/>`;
    svg += `<path d="M${cx - rx} ${cy + offset}A${rx} ${ry} 0 0 0 ${cx + rx} ${cy + offset}" fill="none" stroke="${m.light}" stroke-width="6" stroke-dasharray="7 5"/>`;
  }
  svg += `<path d="${wall}" fill="url(#gem-depth)" opacity=".35"/>`;
  // The top face.
  svg += `<path d="${annulus(cx, cy, rx, irx, ry, iry)}" fill-rule="evenodd" fill="${metalId(metal, 'lin')}" stroke="${m.dark}" stroke-width="2"/>`;
  svg += `<path d="M${cx - rx + 22} ${cy - 8}A${rx - 20} ${ry - 12} 0 0 1 ${cx + 40} ${cy - ry + 10}" fill="none" stroke="${m.shine}" stroke-opacity=".8" stroke-width="5" stroke-linecap="round"/>`;
  return { svg, bounds: [263, 368, 938, 803], stands: true, focus: [cx - 120, cy + 100], zoom: 1.8 };
}

// ---------------------------------------------------------------- earrings

function earHook(x: number, top: number, metal: Metal): string {
  return wire(`M${n(x)} ${n(top + 40)}C${n(x)} ${n(top - 70)} ${n(x + 100)} ${n(top - 80)} ${n(x + 95)} ${n(top + 10)}L${n(x + 88)} ${n(top + 60)}`, metal, 9);
}

function flowerStud(x: number, y: number, size: number, metal: Metal, stone: string): string {
  let svg = '';
  for (let k = 0; k < 8; k++) {
    const deg = k * 45;
    const [px, py] = onCircle(x, y, size * 0.62, size * 0.62, deg);
    svg += `<path d="${pathOf(place(unitShape('petal', 60), px, py, size * 0.42, deg + 90))}" fill="${metalId(metal, 'rad')}" stroke="${METALS[metal].dark}" stroke-width="1.5"/>`;
  }
  return svg + setStone(place(unitShape('round', 90), x, y, size * 0.42), metal, stone, size * 0.1, 12);
}

function jhumka(x: number, y: number, metal: Metal, stone: string): string {
  const m = METALS[metal];
  let svg = earHook(x, y - 80, metal) + flowerStud(x, y, 62, metal, stone);
  svg += metalBead(x, y + 78, 14, metal);
  const [top, bottom, w] = [y + 92, y + 300, 130];
  const dome = `M${x - 22} ${top}C${x - 90} ${top + 8} ${x - w} ${top + 90} ${x - w} ${bottom}L${x + w} ${bottom}C${x + w} ${top + 90} ${x + 90} ${top + 8} ${x + 22} ${top}Z`;
  svg += `<path d="${dome}" fill="${metalId(metal, 'h')}" stroke="${m.dark}" stroke-width="2.5"/>`;
  for (const [f, dark] of [
    [0.35, true],
    [0.6, false],
    [0.84, true],
  ] as const) {
    const yy = top + (bottom - top) * f;
    const half = 24 + (w - 24) * Math.pow(f, 0.7);
    svg += `<path d="M${n(x - half)} ${n(yy)}Q${x} ${n(yy + 22 * f)} ${n(x + half)} ${n(yy)}" fill="none" stroke="${dark ? m.dark : m.shine}" stroke-opacity=".7" stroke-width="${dark ? 4 : 3}"/>`;
    if (!dark) for (let k = -3; k <= 3; k++) svg += metalBead(x + k * half * 0.27, yy + 14 * f - Math.abs(k) * 2.5, 5, metal);
  }
  for (let k = -2; k <= 2; k++) svg += roundGem(x + k * 36, top + (bottom - top) * 0.48 + 8 - Math.abs(k) * 4, 9, k % 2 ? DIAMOND : stone, 8);
  svg += `<ellipse cx="${x}" cy="${bottom}" rx="${w + 4}" ry="16" fill="${metalId(metal, 'v')}" stroke="${m.dark}" stroke-width="2"/>`;
  for (let k = 0; k < 11; k++) {
    const deg = 10 + k * 16;
    const [px, py] = onCircle(x, bottom, w - 4, 16, deg);
    svg += `<line x1="${n(px)}" y1="${n(py)}" x2="${n(px)}" y2="${n(py + 26)}" stroke="${m.shade}" stroke-width="3"/>` + pearl(px, py + 38, 12, 13);
  }
  return svg;
}

function dropEarring(x: number, y: number, metal: Metal, stone: string): string {
  let svg = earHook(x, y - 60, metal);
  svg += setStone(place(unitShape('round', 90), x, y, 36), metal, DIAMOND, 9, 12);
  svg += wire(`M${x} ${y + 44}L${x} ${y + 90}`, metal, 8);
  const pear = unitShape('pear', 150);
  svg += bezel(place(pear, x, y + 250, 170), metal, 22);
  for (const [px, py] of resample(place(pear, x, y + 250, 156), 26)) svg += roundGem(px, py, 9, DIAMOND, 8);
  svg += gem(place(pear, x, y + 250, 138), stone, { facets: 12 });
  return svg;
}

function chandbali(x: number, y: number, metal: Metal, stone: string): string {
  const m = METALS[metal];
  let svg = earHook(x, y - 60, metal) + flowerStud(x, y, 46, metal, stone);
  // A crescent moon, horns up: the outer circle minus a circle set higher, so it is thick at the bottom.
  const [ccx, ccy, R, r, lift] = [x, y + 240, 160, 136, 58];
  // Where the two circles meet: the tips of the horns.
  const hornY = ccy - (R * R - r * r + lift * lift) / (2 * lift);
  const hornX = Math.sqrt(R * R - (hornY - ccy) ** 2);
  const crescent =
    `M${n(ccx - hornX)} ${n(hornY)}A${R} ${R} 0 1 0 ${n(ccx + hornX)} ${n(hornY)}A${r} ${r} 0 1 1 ${n(ccx - hornX)} ${n(hornY)}Z`;
  // The bar between the horns that the stud hangs from, with a small flower at its middle.
  svg += wire(`M${n(ccx - hornX + 6)} ${n(hornY + 4)}Q${ccx} ${n(hornY + 40)} ${n(ccx + hornX - 6)} ${n(hornY + 4)}`, metal, 7);
  svg += wire(`M${x} ${y + 40}L${x} ${n(hornY + 22)}`, metal, 7);
  svg += `<path d="${crescent}" fill="${metalId(metal, 'lin')}" stroke="${m.dark}" stroke-width="2.5"/>`;
  for (let deg = 36; deg <= 144; deg += 12) {
    const [ox, oy] = onCircle(ccx, ccy, R, R, deg);
    const [ix, iy] = onCircle(ccx, ccy - lift, r, r, deg);
    svg += roundGem((ox + ix) / 2, (oy + iy) / 2, deg === 90 ? 17 : 11, deg === 90 || deg % 24 === 12 ? stone : DIAMOND, 8);
  }
  for (let deg = 15; deg <= 165; deg += 10) {
    const [px, py] = onCircle(ccx, ccy, R + 4, R + 4, deg);
    svg += pearl(px, py + 10, 10, 11);
  }
  svg += flowerStud(ccx, hornY + 34, 30, metal, stone);
  return svg;
}

function earrings({ metal, stone, random }: PieceContext): Piece {
  const variant = pick(random, ['jhumka', 'drop', 'chandbali'] as const);
  const draw = variant === 'jhumka' ? jhumka : variant === 'drop' ? dropEarring : chandbali;
  const top = variant === 'jhumka' ? 360 : 330;
  const svg =
    draw(395, top + 10, metal, stone) + draw(805, top - 10, metal, stone);
  return { svg, bounds: [215, 204, 985, 789], focus: [805, top + 180], zoom: 1.75 };
}

// ---------------------------------------------------------------- nose pin

function nosePinHead(variant: 'flower' | 'solitaire' | 'cluster', cx: number, cy: number, size: number, metal: Metal, stone: string): string {
  const m = METALS[metal];
  const k = size / 100;
  let svg = '';
  if (variant === 'flower') {
    for (let p = 0; p < 6; p++) {
      const [x, y] = onCircle(cx, cy, 62 * k, 62 * k, p * 60 - 90);
      svg += metalBead(x, y, 40 * k, metal) + roundGem(x, y, 31 * k, DIAMOND, 10);
    }
    svg += setStone(place(unitShape('round', 120), cx, cy, 40 * k), metal, stone, 10 * k, 16);
  } else if (variant === 'solitaire') {
    for (let p = 0; p < 6; p++) {
      const [x, y] = onCircle(cx, cy, 86 * k, 86 * k, p * 60 - 90);
      svg += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(13 * k)}" ry="${n(18 * k)}" transform="rotate(${p * 60} ${n(x)} ${n(y)})" fill="${metalId(metal, 'rad')}" stroke="${m.dark}" stroke-width="2"/>`;
    }
    svg += bezel(place(unitShape('round', 120), cx, cy, 90 * k), metal, 12 * k) + roundGem(cx, cy, 80 * k, stone, 16);
  } else {
    svg += bezel(place(unitShape('cushion', 120), cx, cy, 112 * k), metal, 16 * k);
    for (const [x, y] of resample(place(unitShape('cushion', 120), cx, cy, 96 * k), 16)) svg += roundGem(x, y, 13 * k, DIAMOND, 8);
    svg += gem(place(unitShape('cushion', 120), cx, cy, 66 * k), stone, { facets: 12 });
  }
  return svg;
}

function nosePin({ metal, stone, random }: PieceContext): Piece {
  const m = METALS[metal];
  const variant = pick(random, ['flower', 'solitaire', 'cluster'] as const);
  const bend = pick(random, ['l', 'screw'] as const);
  let svg = '';
  // Lying on its side: the stone in its cup, the short post, and the bend (an L or a screw curl) that holds it in.
  const [sx, sy] = [790, 430];
  const post = bend === 'l'
    ? `M${sx} ${sy + 40}L${sx} ${sy + 250}Q${sx} ${sy + 300} ${sx + 60} ${sy + 300}L${sx + 120} ${sy + 300}`
    : `M${sx} ${sy + 40}L${sx} ${sy + 220}C${sx} ${sy + 300} ${sx + 90} ${sy + 300} ${sx + 90} ${sy + 250}C${sx + 90} ${sy + 210} ${sx + 36} ${sy + 215} ${sx + 40} ${sy + 250}`;
  svg += wire(post, metal, 13);
  if (bend === 'l') svg += metalBead(sx + 122, sy + 300, 10, metal);
  svg += `<path d="M${sx - 70} ${sy + 2}L${sx + 70} ${sy + 2}L${sx + 26} ${sy + 46}L${sx - 26} ${sy + 46}Z" fill="${metalId(metal, 'v')}" stroke="${m.dark}" stroke-width="2"/>`;
  svg += gemProfile(sx, sy - 6, 140, stone);
  svg += prongs(sx, sy + 44, sy - 6, 140, metal);
  // Face up, tilted towards us: the head, with the post's end showing below it.
  const [cx, cy] = [430, 560];
  svg += wire(`M${cx + 20} ${cy + 60}L${cx + 30} ${cy + 150}Q${cx + 34} ${cy + 180} ${cx + 70} ${cy + 180}`, metal, 12);
  svg += `<g transform="translate(${cx} ${cy}) rotate(-14) scale(1 .86) translate(${-cx} ${-cy})">${nosePinHead(variant, cx, cy, 150, metal, stone)}</g>`;
  return { svg, bounds: [250, 290, 930, 810], focus: [cx, cy], zoom: 1.7 };
}

// ---------------------------------------------------------------- mangalsutra

function mangalsutra({ metal, stone, random }: PieceContext): Piece {
  const m = METALS[metal];
  const variant = pick(random, ['vati', 'diamond', 'solitaire'] as const);
  const [cx, join] = [600, 640];
  let svg = '';
  for (const strand of [0, 1]) {
    for (const side of [-1, 1]) {
      const spread = 400 - strand * 40;
      const points = hangFromAbove(curve(quad([cx + side * spread, -40], [cx + side * (spread * 0.78), join * 0.8 + strand * 30], [cx + side * 16, join + strand * 16]), 80));
      const beads = resample(points, Math.round(pathLength(points) / 22), false);
      beads.forEach(([x, y], i) => {
        svg += i % 8 === 4 ? metalBead(x, y, 11, metal) : blackBead(x, y, 9.5);
      });
    }
  }
  // The caps that gather both strands, and the pendant.
  svg += metalBead(cx - 20, join + 14, 16, metal) + metalBead(cx + 20, join + 14, 16, metal);
  svg += bail(cx, join + 14, join + 86, metal);
  const top = join + 80;
  if (variant === 'vati') {
    svg += `<rect x="${cx - 140}" y="${top}" width="280" height="22" rx="11" fill="${metalId(metal, 'v')}" stroke="${m.dark}" stroke-width="2"/>`;
    for (const side of [-1, 1]) {
      const [vx, vy] = [cx + side * 72, top + 110];
      svg += wire(`M${vx} ${top + 20}L${vx} ${vy - 70}`, metal, 8);
      svg += `<circle cx="${vx}" cy="${vy}" r="74" fill="${metalId(metal, 'rad')}" stroke="${m.dark}" stroke-width="2.5"/>`;
      svg += `<circle cx="${vx}" cy="${vy}" r="52" fill="none" stroke="${m.dark}" stroke-opacity=".45" stroke-width="3"/>`;
      for (const [x, y] of resample(place(unitShape('round', 90), vx, vy, 62), 22)) svg += `<circle cx="${n(x)}" cy="${n(y)}" r="3.4" fill="${m.light}"/>`;
      svg += metalBead(vx, vy, 14, metal);
    }
    for (let k = -3; k <= 3; k++) svg += metalBead(cx + k * 38, top + 11, 9, metal);
  } else if (variant === 'diamond') {
    const marquise = unitShape('marquise', 150);
    svg += bezel(place(marquise, cx, top + 150, 150), metal, 22);
    for (const [x, y] of resample(place(marquise, cx, top + 150, 132), 24)) svg += roundGem(x, y, 11, DIAMOND, 8);
    svg += gem(place(marquise, cx, top + 150, 108), stone, { facets: 12 });
  } else {
    svg += bezel(place(unitShape('round', 120), cx, top + 110, 104), metal, 22);
    for (const [x, y] of resample(place(unitShape('round', 120), cx, top + 110, 92), 22)) svg += metalBead(x, y, 7, metal);
    svg += roundGem(cx, top + 110, 78, stone, 16);
  }
  return { svg, bounds: [191, 330, 1010, 1023], focus: [cx, top + 80], zoom: 1.7 };
}

// ---------------------------------------------------------------- evil eye

function evilEyePiece({ metal, random }: PieceContext): Piece {
  const variant = pick(random, ['round', 'almond', 'bracelet'] as const);
  if (variant === 'bracelet') {
    const [cx, cy, rx, ry] = [600, 600, 360, 250];
    let svg = '';
    svg += chain(curve((t) => onCircle(cx, cy, rx, ry, t * 360), 120), metal, 18, 'cable');
    const beads = [-150, -90, -30, 30, 90, 150, 210];
    for (const deg of beads) {
      const [x, y] = onCircle(cx, cy, rx, ry, deg);
      svg += bezel(place(unitShape('round', 80), x, y, 60), metal, 10) + evilEye(x, y, 52);
    }
    return { svg, bounds: [224, 287, 974, 913], focus: onCircle(cx, cy, rx, ry, 30), zoom: 1.8 };
  }
  const [cx, cy] = [600, 660];
  let body = '';
  let top: number;
  if (variant === 'round') {
    body += bezel(place(unitShape('round', 120), cx, cy, 190), metal, 34);
    for (const [x, y] of resample(place(unitShape('round', 120), cx, cy, 174), 36)) body += roundGem(x, y, 10, DIAMOND, 8);
    body += evilEye(cx, cy, 158);
    top = cy - 190;
  } else {
    const almond = unitShape('marquise', 160);
    body += bezel(place(almond, cx, cy, 240, 90, 260), metal, 30);
    body += `<path d="${pathOf(place(almond, cx, cy, 214, 90, 236))}" fill="url(#enamel-blue)"/>`;
    body += `<circle cx="${cx}" cy="${cy}" r="98" fill="#f7f9fc"/><circle cx="${cx}" cy="${cy}" r="74" fill="url(#enamel-sky)"/><circle cx="${cx}" cy="${cy}" r="38" fill="#0b0d14"/>`;
    body += `<circle cx="${cx - 14}" cy="${cy - 16}" r="10" fill="#fff" opacity=".9"/>`;
    body += `<path d="${pathOf(place(almond, cx, cy, 214, 90, 236))}" fill="url(#glass-shine)"/>`;
    for (const [x, y] of resample(place(almond, cx, cy, 228, 90, 250), 40)) body += metalBead(x, y, 5, metal);
    top = cy - 130;
  }
  const svg = necklaceChain(metal, [cx, top - 62], 380, 'cable', 15) + bail(cx, top - 70, top + 8, metal) + body;
  return { svg, bounds: [213, 330, 987, 854], focus: [cx, cy], zoom: 1.6 };
}

// ---------------------------------------------------------------- baby charm bracelets

function babyCharm({ metal, random }: PieceContext): Piece {
  const charm = pick(random, ['heart', 'eye', 'moon'] as const);
  let svg = '';
  const bracelets: [number, number, number][] = [
    [455, 540, -12],
    [745, 620, 14],
  ];
  bracelets.forEach(([cx, cy, tilt], index) => {
    const r = 185;
    const count = 40;
    for (let k = 0; k < count; k++) {
      const deg = -90 + (k / count) * 360 + tilt;
      const [x, y] = onCircle(cx, cy, r, r, deg);
      if (k === count / 2) svg += evilEye(x, y, 20);
      else if (k % 4 === 0) svg += metalBead(x, y, 13, metal);
      else svg += blackBead(x, y, 11);
    }
    // The clasp at the top and the charm hanging at the bottom.
    const [tx, ty] = onCircle(cx, cy, r, r, -90 + tilt);
    svg += bezel(place(unitShape('round', 60), tx, ty, 17), metal, 6);
    const [bx, by] = onCircle(cx, cy, r, r, 90 + tilt + 9);
    const [hx, hy] = [bx - 20 + index * 40, by + 62];
    svg += wire(`M${n(bx)} ${n(by)}L${n(hx)} ${n(hy - 42)}`, metal, 6);
    const kind = index === 0 ? charm : charm === 'eye' ? 'heart' : 'eye';
    if (kind === 'heart') {
      svg += bezel(place(unitShape('heart', 120), hx, hy, 48), metal, 10);
      svg += `<path d="${pathOf(place(unitShape('heart', 120), hx, hy, 34))}" fill="${metalId(metal, 'rad')}"/>`;
    } else if (kind === 'eye') {
      svg += bezel(place(unitShape('round', 80), hx, hy, 40), metal, 8) + evilEye(hx, hy, 34);
    } else {
      svg += `<path d="M${hx - 8} ${hy - 44}A44 44 0 1 0 ${hx + 34} ${hy + 26}A36 36 0 1 1 ${hx - 8} ${hy - 44}Z" fill="${metalId(metal, 'lin')}" stroke="${METALS[metal].dark}" stroke-width="2"/>`;
      svg += roundGem(hx + 26, hy - 22, 9, DIAMOND, 8);
    }
  });
  return { svg, bounds: [256, 339, 944, 906], focus: [745, 700], zoom: 1.7 };
}

// ---------------------------------------------------------------- anklet

function ghungroo(x: number, y: number, r: number, angle: number, metal: Metal): string {
  const m = METALS[metal];
  return (
    `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})">` +
    `<circle cx="${n(x)}" cy="${n(y - r * 1.05)}" r="${n(r * 0.3)}" fill="none" stroke="${m.shade}" stroke-width="${n(r * 0.16)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${metalId(metal, 'rad')}" stroke="${m.dark}" stroke-width="${n(r * 0.08)}"/>` +
    `<path d="M${n(x - r * 0.62)} ${n(y + r * 0.28)}Q${n(x)} ${n(y + r * 0.5)} ${n(x + r * 0.62)} ${n(y + r * 0.28)}" fill="none" stroke="${m.dark}" stroke-width="${n(r * 0.2)}" stroke-linecap="round"/>` +
    `<circle cx="${n(x)}" cy="${n(y + r * 0.45)}" r="${n(r * 0.12)}" fill="${m.dark}"/>` +
    `</g>`
  );
}

function anklet({ metal, stone, random }: PieceContext): Piece {
  const [cx, cy, rx, ry] = [600, 520, 390, 220];
  const withMotifs = random() < 0.6;
  let svg = '';
  // Bells hang from the lower half, then the two rows of chain (bridged by beads) over their rings.
  for (let deg = 16; deg <= 164; deg += 11) {
    const [x, y] = onCircle(cx, cy, rx, ry + 10, deg);
    const out = Math.atan2(Math.sin(rad(deg)) / ry, Math.cos(rad(deg)) / rx);
    const [bx, by] = [x + Math.cos(out) * 44, y + Math.sin(out) * 44];
    svg += wire(`M${n(x)} ${n(y)}L${n(bx)} ${n(by)}`, metal, 5);
    svg += ghungroo(bx, by + 6, 24, (out * 180) / Math.PI - 90, metal);
  }
  svg += chain(curve((t) => onCircle(cx, cy, rx, ry + 10, t * 360), 160), metal, 17, 'cable');
  svg += chain(curve((t) => onCircle(cx, cy, rx - 16, ry - 8, t * 360), 160), metal, 17, 'cable');
  for (let deg = 0; deg < 360; deg += 9) {
    const [x, y] = onCircle(cx, cy, rx - 8, ry + 1, deg);
    svg += metalBead(x, y, 6, metal);
  }
  if (withMotifs) {
    for (let deg = 0; deg < 360; deg += 36) {
      const [x, y] = onCircle(cx, cy, rx - 8, ry + 1, deg + 18);
      for (let k = 0; k < 6; k++) {
        const [px, py] = onCircle(x, y, 15, 15, k * 60 - 90);
        svg += metalBead(px, py, 10, metal);
      }
      svg += roundGem(x, y, 10, stone, 8);
    }
  }
  const [hx, hy] = onCircle(cx, cy, rx - 8, ry + 1, 270);
  svg += wire(`M${hx - 26} ${hy}C${hx - 26} ${hy - 30} ${hx + 6} ${hy - 30} ${hx + 6} ${hy}C${hx + 6} ${hy + 26} ${hx + 30} ${hy + 26} ${hx + 30} ${hy}`, metal, 9);
  return { svg, bounds: [180, 280, 1020, 830], focus: onCircle(cx, cy, rx, ry, 80), zoom: 1.9 };
}

// ---------------------------------------------------------------- chain

function chainPiece({ metal, random }: PieceContext): Piece {
  const style = pick(random, ['cable', 'curb', 'rope'] as const);
  const size = style === 'rope' ? 40 : 46;
  const [cx, cy, rx, ry] = [600, 430, 430, between(random, 480, 530)];
  // A chain hanging in a deep U, as on a neck form: up the sides and out of the picture; the clasp is at the back.
  const points: Point[] = [
    [cx - rx - 60, -1400],
    ...curve((t) => onCircle(cx, cy, rx, ry, 180 - t * 180), 120),
    [cx + rx + 60, -1400],
  ];
  const svg = chain(points, metal, size, style);
  return { svg, bounds: [150, 300, 1050, cy + ry + 40], focus: onCircle(cx, cy, rx, ry, 100), zoom: 1.5 };
}

// ---------------------------------------------------------------- bracelet

function bracelet({ metal, stone, random }: PieceContext): Piece {
  const m = METALS[metal];
  const variant = pick(random, ['tennis', 'link'] as const);
  const [cx, cy, rx, ry] = [600, 590, 350, 230];
  let svg = '';
  const count = variant === 'tennis' ? 30 : 18;
  const items = Array.from({ length: count }, (_, k) => 90 + (k / count) * 360 + 6);
  if (variant === 'link') svg += chain(curve((t) => onCircle(cx, cy, rx, ry, t * 360), 160), metal, 22, 'cable');
  for (const deg of items) {
    const [x, y] = onCircle(cx, cy, rx, ry, deg);
    const tangent = (Math.atan2(ry * Math.cos(rad(deg)), -rx * Math.sin(rad(deg))) * 180) / Math.PI;
    if (variant === 'tennis') {
      svg += `<rect x="${n(x - 26)}" y="${n(y - 26)}" width="52" height="52" rx="10" transform="rotate(${n(tangent)} ${n(x)} ${n(y)})" fill="${metalId(metal, 'lin')}" stroke="${m.dark}" stroke-width="2"/>`;
      svg += roundGem(x, y, 19, stone, 10);
    } else {
      const flower = place(unitShape('cushion', 80), x, y, 34, tangent);
      svg += bezel(flower, metal, 12) + gem(place(unitShape('round', 80), x, y, 22), items.indexOf(deg) % 2 ? DIAMOND : stone, { facets: 10 });
    }
  }
  const [bx, by] = onCircle(cx, cy, rx, ry, 90);
  svg += `<rect x="${n(bx - 44)}" y="${n(by - 24)}" width="88" height="48" rx="8" fill="${metalId(metal, 'v')}" stroke="${m.dark}" stroke-width="2.5"/>`;
  svg += `<line x1="${n(bx - 30)}" y1="${n(by)}" x2="${n(bx + 30)}" y2="${n(by)}" stroke="${m.dark}" stroke-width="3"/>`;
  return { svg, bounds: [215, 328, 983, 852], focus: onCircle(cx, cy, rx, ry, 40), zoom: 1.9 };
}

// ---------------------------------------------------------------- maang tikka

function maangTikka({ metal, stone, random }: PieceContext): Piece {
  const m = METALS[metal];
  const [cx, cy] = [600, 640];
  const second = pick(random, [ENAMEL_GREEN, DIAMOND, ENAMEL_RED] as const);
  let svg = '';
  // Hook at the top, then a single straight chain down to the medallion.
  svg += wire(`M${cx} 190C${cx} 120 ${cx - 70} 110 ${cx - 70} 160C${cx - 70} 200 ${cx - 30} 210 ${cx - 20} 190`, metal, 10);
  svg += chain(curve((t) => [cx, 200 + t * 250], 40), metal, 18, 'cable');
  svg += bezel(place(unitShape('round', 60), cx, 470, 20), metal, 6) + roundGem(cx, 470, 13, stone, 8);
  svg += `<circle cx="${cx}" cy="${cy}" r="158" fill="${metalId(metal, 'lin')}" stroke="${m.dark}" stroke-width="3"/>`;
  for (const [x, y] of resample(place(unitShape('round', 120), cx, cy, 158), 40)) svg += pearl(x, y, 9.5);
  for (let k = 0; k < 12; k++) {
    const deg = k * 30 - 90;
    const [x, y] = onCircle(cx, cy, 112, 112, deg);
    svg += gem(place(unitShape('petal', 60), x, y, 30, deg + 90), k % 2 ? second : stone, { facets: 6, glint: false });
  }
  svg += `<circle cx="${cx}" cy="${cy}" r="80" fill="none" stroke="${m.dark}" stroke-opacity=".5" stroke-width="3"/>`;
  for (const [x, y] of resample(place(unitShape('round', 120), cx, cy, 80), 28)) svg += `<circle cx="${n(x)}" cy="${n(y)}" r="4" fill="${m.light}"/>`;
  svg += setStone(place(unitShape('round', 120), cx, cy, 56), metal, stone, 10, 16);
  // The fringe of pearl drops.
  for (let deg = 35; deg <= 145; deg += 18) {
    const [x, y] = onCircle(cx, cy, 166, 166, deg);
    const length = 50 + 30 * Math.sin(rad(deg));
    svg += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(y + length)}" stroke="${m.shade}" stroke-width="3.5"/>`;
    svg += metalBead(x, y + length, 7, metal) + pearl(x, y + length + 24, 14, 18);
  }
  return { svg, bounds: [431, 123, 769, 929], focus: [cx, cy + 40], zoom: 1.6 };
}

// ---------------------------------------------------------------- toe ring

function toeRing({ metal, stone, random }: PieceContext): Piece {
  const m = METALS[metal];
  const ornament = pick(random, ['flower', 'spiral'] as const);
  const rings: [number, number, number, number][] = [
    [440, 560, -14, 1],
    [770, 650, 12, 0.92],
  ];
  let svg = '';
  for (const [cx, cy, tilt, scale] of rings) {
    svg += `<g transform="translate(${cx} ${cy}) rotate(${tilt}) scale(${scale})">`;
    const R = 150;
    // An open band: the gap at the bottom lets it be sized to the toe; the ends curl.
    const [ax, ay] = onCircle(0, 0, R, R, 103);
    const [bx, by] = onCircle(0, 0, R, R, 77);
    const band = `M${n(ax)} ${n(ay)}A${R} ${R} 0 1 1 ${n(bx)} ${n(by)}`;
    svg += wire(band, metal, 26);
    svg += `<path d="${band}" fill="none" stroke="${m.dark}" stroke-opacity=".45" stroke-width="22" stroke-dasharray="3 9"/>`;
    svg += wire(`M${n(ax)} ${n(ay)}c-14 10 -4 34 14 28c12 -4 10 -18 0 -18`, metal, 12);
    svg += wire(`M${n(bx)} ${n(by)}c14 10 4 34 -14 28c-12 -4 -10 -18 0 -18`, metal, 12);
    if (ornament === 'flower') {
      for (let k = 0; k < 5; k++) {
        const deg = -90 + k * 72;
        const [px, py] = onCircle(0, -R, 40, 40, deg);
        svg += `<path d="${pathOf(place(unitShape('petal', 60), px, py, 44, deg + 90))}" fill="${metalId(metal, 'rad')}" stroke="${m.dark}" stroke-width="2"/>`;
      }
      svg += setStone(place(unitShape('round', 90), 0, -R, 26), metal, stone, 7, 10);
    } else {
      for (const side of [-1, 1]) {
        svg += wire(`M0 ${-R}c${side * 30} -40 ${side * 90} -20 ${side * 80} 20c${side * -8} 26 ${side * -40} 22 ${side * -38} 0`, metal, 14);
        svg += metalBead(side * 78, -R + 30, 9, metal);
      }
      svg += setStone(place(unitShape('marquise', 90), 0, -R - 6, 34), metal, stone, 7, 10);
    }
    svg += `</g>`;
  }
  return { svg, bounds: [276, 330, 922, 818], focus: [450, 430], zoom: 1.9 };
}

// ---------------------------------------------------------------- gift box

function giftBox({ metal, stone, random }: PieceContext): Piece {
  // A dark oxidised ribbon looks like mourning, not a present: silver instead.
  const ribbonMetal: Metal = metal === 'oxidised' ? 'silver' : metal;
  const m = METALS[ribbonMetal];
  const boxColour = stone === DIAMOND ? pick(random, ['#7b1e32', '#0f5257', '#1d2f5e', '#c25a7c', '#5a2a6e'] as const) : stone;
  const box = (x: number, y: number, w: number, d: number, h: number, withBow: boolean) => {
    // Front-left face A-B-C-D, right face B-E-F-C, top A-G-E-B (a 3/4 view).
    const A: Point = [x, y];
    const B: Point = [x + w, y + w * 0.18];
    const E: Point = [B[0] + d, B[1] - d * 0.5];
    const G: Point = [x + d, y - d * 0.5];
    const down = (p: Point): Point => [p[0], p[1] + h];
    const [C, D, F] = [down(B), down(A), down(E)];
    const lid = h * 0.24;
    const mid = (p: Point, q: Point, f = 0.5): Point => [p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f];
    const rib = w * 0.09;
    let svg = `<polygon points="${pts([A, B, C, D])}" fill="${boxColour}"/><polygon points="${pts([A, B, C, D])}" fill="url(#gem-sheen)" opacity=".5"/>`;
    svg += `<polygon points="${pts([B, E, F, C])}" fill="${boxColour}"/><polygon points="${pts([B, E, F, C])}" fill="#000" opacity=".28"/>`;
    svg += `<polygon points="${pts([A, G, E, B])}" fill="${boxColour}"/><polygon points="${pts([A, G, E, B])}" fill="#fff" opacity=".18"/>`;
    // The lid's lower edge.
    svg += `<path d="M${n(A[0])} ${n(A[1] + lid)}L${n(B[0])} ${n(B[1] + lid)}L${n(E[0])} ${n(E[1] + lid)}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="4"/>`;
    // Ribbons: across the top both ways, and down the two visible faces.
    const ribbon = (p: Point, q: Point, across: Point) => {
      const [ux, uy] = [across[0] * rib, across[1] * rib];
      return `<polygon points="${pts([
        [p[0] - ux, p[1] - uy],
        [p[0] + ux, p[1] + uy],
        [q[0] + ux, q[1] + uy],
        [q[0] - ux, q[1] - uy],
      ])}" fill="${metalId(ribbonMetal, 'lin')}" stroke="${m.dark}" stroke-width="1.5"/>`;
    };
    const along = (p: Point, q: Point): Point => {
      const length = Math.hypot(q[0] - p[0], q[1] - p[1]);
      return [(q[0] - p[0]) / length, (q[1] - p[1]) / length];
    };
    svg += ribbon(mid(A, B), mid(D, C), along(A, B));
    svg += ribbon(mid(B, E), mid(C, F), along(B, E));
    svg += ribbon(mid(A, B), mid(G, E), along(A, B));
    svg += ribbon(mid(A, G), mid(B, E), along(A, G));
    if (withBow) {
      const centre = mid(mid(A, B), mid(G, E));
      const [bx, by] = centre;
      for (const side of [-1, 1]) {
        const loop = place(unitShape('pear', 90), bx + side * w * 0.2, by - w * 0.08, w * 0.2, side * 62, w * 0.15);
        svg += `<path d="${pathOf(loop)}" fill="${metalId(ribbonMetal, 'lin')}" stroke="${m.dark}" stroke-width="2"/>`;
        svg += `<path d="${pathOf(place(unitShape('pear', 90), bx + side * w * 0.2, by - w * 0.08, w * 0.1, side * 62, w * 0.06))}" fill="${m.dark}" opacity=".35"/>`;
        svg += `<path d="M${n(bx)} ${n(by)}l${n(side * w * 0.12)} ${n(w * 0.24)}l${n(side * w * 0.06)} ${n(-w * 0.03)}Z" fill="${m.shade}" stroke="${m.dark}" stroke-width="1.5"/>`;
      }
      svg += `<ellipse cx="${n(bx)}" cy="${n(by - w * 0.02)}" rx="${n(w * 0.07)}" ry="${n(w * 0.055)}" fill="${metalId(ribbonMetal, 'rad')}" stroke="${m.dark}" stroke-width="2"/>`;
    }
    return svg;
  };
  let svg = '';
  const small = random() < 0.6;
  if (small) svg += box(690, 720, 200, 140, 150, true);
  svg += box(300, 460, 380, 260, 330, true);
  return { svg, bounds: small ? [299, 330, 1032, 906] : [299, 330, 940, 858], stands: true, focus: [600, 420], zoom: 1.6 };
}

const DRAWERS: Record<JewelleryKind, (context: PieceContext) => Piece> = {
  ring,
  pendant,
  bangle,
  earrings,
  'nose-pin': nosePin,
  mangalsutra,
  'evil-eye': evilEyePiece,
  'baby-charm': babyCharm,
  anklet,
  chain: chainPiece,
  bracelet,
  'maang-tikka': maangTikka,
  kada,
  'toe-ring': toeRing,
  'gift-box': giftBox,
};

export function drawPiece(kind: JewelleryKind, context: PieceContext): Piece {
  return DRAWERS[kind](context);
}

