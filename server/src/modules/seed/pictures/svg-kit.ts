import { seededRandom } from '../../../common/seeded-random.js';

/** Small drawing vocabulary shared by the jewellery pictures: numbers, shapes, metals, stones, beads and chains. */

export type Metal = 'gold' | 'rose-gold' | 'silver' | 'oxidised';
export type Point = readonly [number, number];

/** Deterministic pseudo-random numbers in [0, 1), so a seed always draws the same picture. */
export function randomFrom(seed: number): () => number {
  return seededRandom(Math.floor(seed) ^ 0x9e3779b9);
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length) % items.length];
}

export function between(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}

/** A number as SVG wants it: one decimal at most. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A factor (scale, opacity) with three decimals at most. */
export function f(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

export function pts(points: readonly Point[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

export function pathOf(points: readonly Point[], closed = true): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}${closed ? 'Z' : ''}`;
}

// ---------------------------------------------------------------- shapes (unit size, centred on 0,0)

export type ShapeName = 'round' | 'oval' | 'pear' | 'heart' | 'marquise' | 'cushion' | 'petal';

export function unitShape(shape: ShapeName, steps = 144): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < steps; i++) {
    const t = (i / steps) * Math.PI * 2;
    switch (shape) {
      case 'round':
        points.push([Math.sin(t), -Math.cos(t)]);
        break;
      case 'oval':
        points.push([0.78 * Math.sin(t), -Math.cos(t)]);
        break;
      case 'pear':
        // Point at the top, round at the bottom.
        points.push([0.8 * Math.sin(t) * Math.pow(Math.sin(t / 2), 1.3), -Math.cos(t) * 1.05 + 0.1]);
        break;
      case 'heart': {
        const x = 16 * Math.pow(Math.sin(t), 3);
        const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
        points.push([x / 16.5, y / 16.5 + 0.08]);
        break;
      }
      case 'marquise':
        points.push([0.55 * Math.sin(t) * Math.abs(Math.sin(t)) ** 0.35, -Math.cos(t)]);
        break;
      case 'cushion': {
        const c = Math.cos(t);
        const s = Math.sin(t);
        const r = 1 / Math.pow(Math.pow(Math.abs(c), 4) + Math.pow(Math.abs(s), 4), 0.25);
        points.push([s * r * 0.9, -c * r * 0.9]);
        break;
      }
      case 'petal':
        points.push([0.5 * Math.sin(t) * Math.pow(Math.sin(t / 2), 0.6), -Math.cos(t)]);
        break;
    }
  }
  return points;
}

export function place(shape: readonly Point[], cx: number, cy: number, scale: number, rotateDeg = 0, scaleY = scale): Point[] {
  const a = (rotateDeg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  return shape.map(([x, y]) => {
    const [sx, sy] = [x * scale, y * scaleY];
    return [cx + sx * c - sy * s, cy + sx * s + sy * c] as Point;
  });
}

/** `count` points evenly spaced along a closed (or open) outline. */
export function resample(points: readonly Point[], count: number, closed = true): Point[] {
  const path = closed ? [...points, points[0]] : [...points];
  const lengths = [0];
  for (let i = 1; i < path.length; i++) {
    lengths.push(lengths[i - 1] + Math.hypot(path[i][0] - path[i - 1][0], path[i][1] - path[i - 1][1]));
  }
  const total = lengths[lengths.length - 1];
  const result: Point[] = [];
  let segment = 1;
  for (let k = 0; k < count; k++) {
    const target = closed ? (k / count) * total : (k / Math.max(1, count - 1)) * total;
    while (segment < path.length - 1 && lengths[segment] < target) segment++;
    const span = lengths[segment] - lengths[segment - 1] || 1;
    const f = (target - lengths[segment - 1]) / span;
    const [a, b] = [path[segment - 1], path[segment]];
    result.push([a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f]);
  }
  return result;
}

/** Points along a curve given as a function of t in [0, 1]. */
export function curve(fn: (t: number) => Point, steps: number): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => fn(i / steps));
}

export function quad(a: Point, control: Point, b: Point): (t: number) => Point {
  return (t) => [
    (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * control[0] + t * t * b[0],
    (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * control[1] + t * t * b[1],
  ];
}

// ---------------------------------------------------------------- colours

/** Accepts only plain CSS colours (hex, a name, rgb()/hsl()), so nothing can break out of an SVG attribute. */
export function safeColour(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  const v = value.trim();
  return /^#[0-9a-f]{3,8}$/i.test(v) || /^[a-z]{3,20}$/i.test(v) || /^(rgb|hsl)a?\([\d\s.,%]+\)$/i.test(v) ? v : fallback;
}

export type MetalTone = { dark: string; shade: string; base: string; light: string; shine: string };

export const METALS: Record<Metal, MetalTone> = {
  gold: { dark: '#6a4610', shade: '#a3741f', base: '#d2a640', light: '#f3d98a', shine: '#fff8dc' },
  'rose-gold': { dark: '#6b3327', shade: '#a85f4c', base: '#d6957f', light: '#f4c9b8', shine: '#fff1ea' },
  silver: { dark: '#4a5058', shade: '#838b95', base: '#b8bfc8', light: '#e4e8ed', shine: '#ffffff' },
  oxidised: { dark: '#1d1d1f', shade: '#38383a', base: '#5b5a56', light: '#908c82', shine: '#cfcabb' },
};

export const METAL_NAMES: readonly Metal[] = ['gold', 'rose-gold', 'silver', 'oxidised'];

/** Gradient ids of a metal: lin (diagonal), h (across, a cylinder), v (down), rad (a sphere), soft (a flat face). */
export function metalId(metal: Metal, kind: 'lin' | 'h' | 'v' | 'rad' | 'soft'): string {
  return `url(#${metal}-${kind})`;
}

function metalDefs(metal: Metal): string {
  const m = METALS[metal];
  const bands = (x2: string, y2: string, id: string) =>
    `<linearGradient id="${metal}-${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${m.shade}"/><stop offset=".16" stop-color="${m.base}"/>` +
    `<stop offset=".32" stop-color="${m.light}"/><stop offset=".42" stop-color="${m.shine}"/>` +
    `<stop offset=".54" stop-color="${m.base}"/><stop offset=".72" stop-color="${m.shade}"/>` +
    `<stop offset=".86" stop-color="${m.light}"/><stop offset="1" stop-color="${m.base}"/></linearGradient>`;
  return (
    bands('1', '1', 'lin') +
    bands('1', '0', 'h') +
    bands('0', '1', 'v') +
    `<radialGradient id="${metal}-rad" cx=".38" cy=".32" r=".75">` +
    `<stop offset="0" stop-color="${m.shine}"/><stop offset=".22" stop-color="${m.light}"/>` +
    `<stop offset=".55" stop-color="${m.base}"/><stop offset=".85" stop-color="${m.shade}"/>` +
    `<stop offset="1" stop-color="${m.dark}"/></radialGradient>` +
    `<linearGradient id="${metal}-soft" x1="0" y1="0" x2=".6" y2="1">` +
    `<stop offset="0" stop-color="${m.light}"/><stop offset=".5" stop-color="${m.base}"/>` +
    `<stop offset="1" stop-color="${m.shade}"/></linearGradient>`
  );
}

/** Everything the drawings refer to by id: every metal (a piece may mix them), stone shading, beads, enamel and shadows. */
export function sharedDefs(): string {
  return (
    METAL_NAMES.map(metalDefs).join('') +
    `<radialGradient id="gem-depth" cx=".5" cy=".45" r=".6">` +
    `<stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".8" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></radialGradient>` +
    `<linearGradient id="gem-sheen" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></linearGradient>` +
    `<radialGradient id="onyx" cx=".36" cy=".3" r=".75">` +
    `<stop offset="0" stop-color="#9a9aa2"/><stop offset=".18" stop-color="#3b3b42"/>` +
    `<stop offset=".6" stop-color="#111114"/><stop offset="1" stop-color="#000"/></radialGradient>` +
    `<radialGradient id="pearl" cx=".38" cy=".32" r=".78">` +
    `<stop offset="0" stop-color="#ffffff"/><stop offset=".35" stop-color="#fbf5ec"/>` +
    `<stop offset=".75" stop-color="#e6d8c6"/><stop offset="1" stop-color="#b9a58d"/></radialGradient>` +
    `<radialGradient id="enamel-blue" cx=".4" cy=".35" r=".75">` +
    `<stop offset="0" stop-color="#3d6fd6"/><stop offset=".7" stop-color="#1a3f9e"/><stop offset="1" stop-color="#0e2463"/></radialGradient>` +
    `<radialGradient id="enamel-sky" cx=".4" cy=".35" r=".75">` +
    `<stop offset="0" stop-color="#a8dcf7"/><stop offset="1" stop-color="#3f9fd8"/></radialGradient>` +
    `<radialGradient id="glass-shine" cx=".35" cy=".3" r=".6">` +
    `<stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<filter id="blur-soft" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="16"/></filter>` +
    `<filter id="blur-wide" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>` +
    `<filter id="lift" x="-20%" y="-20%" width="140%" height="150%">` +
    `<feDropShadow dx="0" dy="12" stdDeviation="12" flood-color="#3a2a1a" flood-opacity=".28"/></filter>`
  );
}

// ---------------------------------------------------------------- pieces of pieces

/** A 4-point sparkle. */
export function sparkle(x: number, y: number, size: number, opacity = 0.95): string {
  const s = size;
  const w = s * 0.16;
  return (
    `<path d="M${n(x)} ${n(y - s)}Q${n(x + w)} ${n(y - w)} ${n(x + s)} ${n(y)}Q${n(x + w)} ${n(y + w)} ${n(x)} ${n(y + s)}` +
    `Q${n(x - w)} ${n(y + w)} ${n(x - s)} ${n(y)}Q${n(x - w)} ${n(y - w)} ${n(x)} ${n(y - s)}Z" fill="#fff" opacity="${opacity}"/>`
  );
}

/** A faceted stone of any outline: body colour, depth, facet spokes, a lighter table and a glint. */
export function gem(outline: readonly Point[], colour: string, options: { facets?: number; glint?: boolean } = {}): string {
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const facets = options.facets ?? 12;
  const rim = resample(outline, facets);
  const table = rim.map(([x, y]) => [cx + (x - cx) * 0.5, cy + (y - cy) * 0.5] as Point);
  const mids = rim.map(([x, y], i) => {
    const [x2, y2] = rim[(i + 1) % rim.length];
    return [(x + x2) / 2, (y + y2) / 2] as Point;
  });
  let facetsSvg = '';
  for (let i = 0; i < rim.length; i++) {
    const next = (i + 1) % rim.length;
    const tone = i % 2 === 0 ? '#fff' : '#000';
    const opacity = i % 2 === 0 ? 0.1 + 0.12 * ((i * 7) % 3) : 0.08 + 0.08 * ((i * 5) % 3);
    facetsSvg += `<polygon points="${pts([rim[i], mids[i], table[next], table[i]])}" fill="${tone}" opacity="${f(opacity)}"/>`;
    facetsSvg += `<polygon points="${pts([mids[i], rim[next], table[next]])}" fill="${i % 2 === 0 ? '#000' : '#fff'}" opacity=".1"/>`;
  }
  const lineWidth = Math.max(0.6, size * 0.008);
  const spokes = rim.map((p, i) => `M${n(p[0])} ${n(p[1])}L${n(table[i][0])} ${n(table[i][1])}`).join('');
  const d = pathOf(outline);
  return (
    `<g><path d="${d}" fill="${colour}"/>` +
    facetsSvg +
    `<path d="${pathOf(table)}" fill="#fff" opacity=".16"/>` +
    `<path d="${spokes}${pathOf(table)}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${n(lineWidth)}"/>` +
    `<path d="${pathOf(table)}" fill="none" stroke="#1a2030" stroke-opacity=".22" stroke-width="${n(lineWidth * 0.8)}" transform="translate(${n(lineWidth)} ${n(lineWidth)})"/>` +
    `<path d="${d}" fill="url(#gem-depth)"/>` +
    `<path d="${d}" fill="url(#gem-sheen)" opacity=".8"/>` +
    `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="${n(lineWidth * 1.6)}"/>` +
    (options.glint === false
      ? ''
      : `<ellipse cx="${n(cx - size * 0.17)}" cy="${n(cy - size * 0.2)}" rx="${n(size * 0.12)}" ry="${n(size * 0.06)}" fill="#fff" opacity=".8" transform="rotate(-35 ${n(cx - size * 0.17)} ${n(cy - size * 0.2)})"/>` +
        (size > 40 ? sparkle(cx - size * 0.1, cy - size * 0.16, Math.min(size * 0.14, 30)) : '')) +
    `</g>`
  );
}

export function roundGem(cx: number, cy: number, r: number, colour: string, facets = 16): string {
  return gem(place(unitShape('round', 96), cx, cy, r), colour, { facets });
}

/** A metal outline around a stone: the setting, with a bright rim. */
export function bezel(outline: readonly Point[], metal: Metal, width: number): string {
  const m = METALS[metal];
  return (
    `<path d="${pathOf(outline)}" fill="${metalId(metal, 'lin')}" stroke="${m.dark}" stroke-width="${n(width * 0.18)}"/>` +
    `<path d="${pathOf(outline)}" fill="none" stroke="${m.shine}" stroke-opacity=".55" stroke-width="${n(width * 0.12)}" transform="translate(${n(-width * 0.12)} ${n(-width * 0.12)})"/>`
  );
}

/** A stone in a metal setting: bezel of `rim` px around it, then the stone. */
export function setStone(outline: readonly Point[], metal: Metal, colour: string, rim: number, facets = 12): string {
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 2;
  const grow = (size + rim) / size;
  const outer = outline.map(([x, y]) => [cx + (x - cx) * grow, cy + (y - cy) * grow] as Point);
  return bezel(outer, metal, rim) + gem(outline, colour, { facets });
}

/** A polished metal sphere. */
export function metalBead(x: number, y: number, r: number, metal: Metal): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${metalId(metal, 'rad')}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${METALS[metal].dark}" stroke-opacity=".5" stroke-width="${n(Math.max(0.5, r * 0.08))}"/>`
  );
}

export function blackBead(x: number, y: number, r: number): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#onyx)"/>` +
    `<ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.38)}" rx="${n(r * 0.28)}" ry="${n(r * 0.18)}" fill="#fff" opacity=".55" transform="rotate(-30 ${n(x - r * 0.35)} ${n(y - r * 0.38)})"/>`
  );
}

export function pearl(x: number, y: number, r: number, ry = r): string {
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(ry)}" fill="url(#pearl)"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(ry)}" fill="none" stroke="#a89478" stroke-opacity=".5" stroke-width="${n(r * 0.05)}"/>` +
    `<ellipse cx="${n(x - r * 0.3)}" cy="${n(y - ry * 0.35)}" rx="${n(r * 0.22)}" ry="${n(ry * 0.15)}" fill="#fff" opacity=".9"/>`
  );
}

/** The blue "nazar" eye: dark blue, white, sky blue and a black pupil, glazed. */
export function evilEye(x: number, y: number, r: number): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#enamel-blue)"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.66)}" fill="#f7f9fc"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.5)}" fill="url(#enamel-sky)"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.26)}" fill="#0b0d14"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#glass-shine)"/>` +
    `<ellipse cx="${n(x - r * 0.38)}" cy="${n(y - r * 0.42)}" rx="${n(r * 0.2)}" ry="${n(r * 0.11)}" fill="#fff" opacity=".85" transform="rotate(-35 ${n(x - r * 0.38)} ${n(y - r * 0.42)})"/>`
  );
}

/** A polished metal line (wire, prong, hook): dark edge, body and a thin highlight. */
export function wire(d: string, metal: Metal, width: number): string {
  const m = METALS[metal];
  return (
    `<path d="${d}" fill="none" stroke="${m.dark}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${m.base}" stroke-width="${n(width * 0.7)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${m.shine}" stroke-opacity=".85" stroke-width="${n(width * 0.22)}" stroke-linecap="round" stroke-linejoin="round" transform="translate(${n(-width * 0.16)} ${n(-width * 0.16)})"/>`
  );
}

export type ChainStyle = 'cable' | 'rolo' | 'box' | 'curb' | 'rope';

/** Interlocking links along a polyline: flat oval links alternating with links seen edge-on. */
export function chain(points: readonly Point[], metal: Metal, size: number, style: ChainStyle = 'cable'): string {
  const m = METALS[metal];
  let length = 0;
  for (let i = 1; i < points.length; i++) length += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
  const step = size * { cable: 0.78, rolo: 0.95, box: 0.78, curb: 0.62, rope: 0.26 }[style];
  const count = Math.max(2, Math.round(length / step));
  const at = resample(points, count + 1, false);
  const stroke = Math.max(1, size * 0.2);
  let under = '';
  let over = '';
  for (let i = 0; i < count; i++) {
    const [a, b] = [at[i], at[i + 1]];
    const [x, y] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const angle = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    const rotate = `transform="rotate(${n(angle)} ${n(x)} ${n(y)})"`;
    if (style === 'rope') {
      // Slanted, overlapping ovals read as a twisted rope chain.
      const slant = `transform="rotate(${n(angle + 42)} ${n(x)} ${n(y)})"`;
      over +=
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.56)}" ry="${n(size * 0.2)}" fill="${m.base}" stroke="${m.shade}" stroke-width="${n(stroke * 0.35)}" ${slant}/>` +
        `<ellipse cx="${n(x - size * 0.05)}" cy="${n(y - size * 0.06)}" rx="${n(size * 0.36)}" ry="${n(size * 0.07)}" fill="${m.shine}" opacity=".75" ${slant}/>`;
    } else if (style === 'curb') {
      const twist = `transform="rotate(${n(angle + (i % 2 ? 24 : -24))} ${n(x)} ${n(y)})"`;
      over +=
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.62)}" ry="${n(size * 0.36)}" fill="none" stroke="${m.dark}" stroke-width="${n(stroke * 1.5)}" ${twist}/>` +
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.62)}" ry="${n(size * 0.36)}" fill="none" stroke="${i % 2 ? m.base : m.light}" stroke-width="${n(stroke * 1.05)}" ${twist}/>` +
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.62)}" ry="${n(size * 0.36)}" fill="none" stroke="${m.shine}" stroke-opacity=".8" stroke-width="${n(stroke * 0.3)}" stroke-dasharray="${n(size * 0.5)} ${n(size * 1.6)}" ${twist}/>`;
    } else if (style === 'box') {
      const w = size * 0.85;
      over += `<rect x="${n(x - w / 2)}" y="${n(y - w / 2)}" width="${n(w)}" height="${n(w)}" rx="${n(w * 0.15)}" fill="none" stroke="${m.dark}" stroke-width="${n(stroke * 1.1)}" ${rotate}/>`;
      over += `<rect x="${n(x - w / 2)}" y="${n(y - w / 2)}" width="${n(w)}" height="${n(w)}" rx="${n(w * 0.15)}" fill="none" stroke="${i % 2 ? m.light : m.base}" stroke-width="${n(stroke * 0.6)}" ${rotate}/>`;
    } else if (i % 2 === 0 || style === 'rolo') {
      const [rx, ry] = style === 'rolo' ? [size * 0.48, size * 0.48] : [size * 0.62, size * 0.4];
      over +=
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${m.dark}" stroke-width="${n(stroke * 1.25)}" ${rotate}/>` +
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${m.base}" stroke-width="${n(stroke * 0.8)}" ${rotate}/>` +
        `<ellipse cx="${n(x - stroke * 0.2)}" cy="${n(y - stroke * 0.25)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${m.shine}" stroke-opacity=".8" stroke-width="${n(stroke * 0.28)}" stroke-dasharray="${n(rx * 1.2)} ${n(rx * 2.2)}" ${rotate}/>`;
    } else {
      const [w, h] = [size * 1.3, size * 0.26];
      under +=
        `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${m.shade}" stroke="${m.dark}" stroke-width="${n(stroke * 0.35)}" ${rotate}/>` +
        `<rect x="${n(x - w / 2 + h * 0.4)}" y="${n(y - h * 0.3)}" width="${n(w - h * 0.8)}" height="${n(h * 0.28)}" rx="${n(h * 0.14)}" fill="${m.light}" ${rotate}/>`;
    }
  }
  return `<g>${under}${over}</g>`;
}

/** A soft contact shadow on the surface below a piece. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#2a1d12" opacity="${opacity}" filter="url(#blur-soft)"/>`;
}
