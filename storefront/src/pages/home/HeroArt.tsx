import { useId } from 'react';
import { ArtGradients, DIAGONAL, PEARL, type ArtGradient } from './ArtGradients';

const CENTER_X = 210;

/** Points on the lower part of an ellipse, from `from`° to `to`° every `step`°. */
function strand(rx: number, ry: number, cy: number, from: number, to: number, step: number) {
  const points: { x: number; y: number }[] = [];
  for (let angle = from; angle <= to; angle += step) {
    const radians = (angle * Math.PI) / 180;
    points.push({ x: CENTER_X + rx * Math.cos(radians), y: cy + ry * Math.sin(radians) });
  }
  return points;
}

const BEADS = strand(118, 128, 170, 12, 168, 6);
const PEARLS = strand(138, 152, 162, 10, 170, 5);
const PETALS = Array.from({ length: 12 }, (_, index) => index * 30);

/** The necklace's gold and stones, the lamp-like glow behind it and the arch's plaster. */
const GRADIENTS = {
  gold: { linear: DIAGONAL, stops: [[0, '#f3e2b8'], [0.45, '#c79a55'], [1, '#8a6426']] },
  ruby: { radial: { cx: 0.38, cy: 0.32, r: 0.75 }, stops: [[0, '#e2707c'], [0.45, '#9d2233'], [1, '#4f0d18']] },
  emerald: { radial: { cx: 0.4, cy: 0.3, r: 0.8 }, stops: [[0, '#7cc4a6'], [0.5, '#1f6b55'], [1, '#0c3529']] },
  pearl: PEARL,
  glow: { radial: { cx: 0.5, cy: 0.55, r: 0.5 }, stops: [[0, '#fffaf0', 1], [1, '#fffaf0', 0]] },
  wall: { linear: { x1: 0, y1: 0, x2: 0, y2: 1 }, stops: [[0, '#f6ead3'], [1, '#ead7b4']] },
} satisfies Record<string, ArtGradient>;

/** A kundan pendant necklace inside a Rajasthani jharokha arch, drawn in the shop's colours. */
export function HeroArt() {
  const id = useId();
  const gold = `${id}-gold`;
  const ruby = `${id}-ruby`;
  const emerald = `${id}-emerald`;
  const pearl = `${id}-pearl`;
  const glow = `${id}-glow`;
  const wall = `${id}-wall`;

  return (
    <svg className="hero-art" viewBox="0 0 420 500" role="img" aria-labelledby={`${id}-title`}>
      <title id={`${id}-title`}>A gold kundan necklace with a ruby pendant and an emerald drop</title>
      <ArtGradients id={id} gradients={GRADIENTS} />

      <path d="M30 500V212C30 112 110 42 210 22c100 20 180 90 180 190v288Z" fill={`url(#${wall})`} stroke="#b38b4d" strokeWidth="2" />
      <path d="M50 500V216c0-88 72-150 160-170 88 20 160 82 160 170v284" fill="none" stroke="#b38b4d" strokeOpacity="0.55" />
      <path d="M210 4l9 12-9 12-9-12Z" fill={`url(#${gold})`} />
      <ellipse cx="210" cy="290" rx="170" ry="190" fill={`url(#${glow})`} />
      <path d="M30 470h360" stroke="#b38b4d" strokeOpacity="0.5" />

      <g>
        {PEARLS.map((point) => (
          <circle key={`p${point.x.toFixed(1)}`} cx={point.x} cy={point.y} r="4" fill={`url(#${pearl})`} />
        ))}
      </g>
      <g>
        {BEADS.map((point) => (
          <circle
            key={`b${point.x.toFixed(1)}`}
            cx={point.x}
            cy={point.y}
            r="6"
            fill={`url(#${gold})`}
            stroke="#80602a"
            strokeWidth="0.6"
          />
        ))}
      </g>

      <g transform="translate(210 345)">
        <path d="M0-47v12" stroke="#8a6426" strokeWidth="3" strokeLinecap="round" />
        {PETALS.map((angle) => (
          <ellipse
            key={angle}
            cx="0"
            cy="-31"
            rx="6"
            ry="9"
            fill={`url(#${gold})`}
            stroke="#80602a"
            strokeWidth="0.6"
            transform={`rotate(${angle})`}
          />
        ))}
        <circle r="25" fill={`url(#${gold})`} stroke="#80602a" />
        {PETALS.map((angle) => (
          <circle key={`s${angle}`} cx="0" cy="-20" r="2.6" fill={`url(#${pearl})`} transform={`rotate(${angle + 15})`} />
        ))}
        <ellipse rx="13" ry="15" fill={`url(#${ruby})`} stroke="#f3e2b8" strokeWidth="1.5" />
        <ellipse cx="-4" cy="-6" rx="4" ry="2.5" fill="#ffffff" opacity="0.55" />
        <path d="M0 41c13 14 15 27 0 38-15-11-13-24 0-38Z" fill={`url(#${emerald})`} stroke="#c79a55" strokeWidth="1.5" />
        <circle cy="88" r="7" fill={`url(#${pearl})`} />
      </g>

      <g fill="#c79a55">
        <path d="M92 116l3 9 9 3-9 3-3 9-3-9-9-3 9-3Z" />
        <path d="M334 150l2.4 7 7 2.4-7 2.4-2.4 7-2.4-7-7-2.4 7-2.4Z" />
        <path d="M320 398l2 6 6 2-6 2-2 6-2-6-6-2 6-2Z" />
        <path d="M104 420l2 6 6 2-6 2-2 6-2-6-6-2 6-2Z" />
      </g>
    </svg>
  );
}
