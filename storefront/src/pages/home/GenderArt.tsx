import { useId } from 'react';
import { ArtGradients, DIAGONAL, PEARL, type ArtGradient } from './ArtGradients';

/** The gold and the stones of both drawings. */
const GRADIENTS = {
  gold: { linear: DIAGONAL, stops: [[0, '#f3e2b8'], [0.5, '#c79a55'], [1, '#80602a']] },
  emerald: { radial: { cx: 0.4, cy: 0.3, r: 0.8 }, stops: [[0, '#7cc4a6'], [0.55, '#1f6b55'], [1, '#0c3529']] },
  ruby: { radial: { cx: 0.38, cy: 0.32, r: 0.75 }, stops: [[0, '#e2707c'], [0.5, '#9d2233'], [1, '#4f0d18']] },
  pearl: PEARL,
} satisfies Record<string, ArtGradient>;

/** A gold kada beside a signet ring with an emerald: the 'him' side of the gender picker. */
export function HisArt() {
  const id = useId();
  const gold = `url(#${id}-gold)`;
  return (
    <svg viewBox="0 0 300 220" aria-hidden="true" focusable="false" className="gender-tile__art">
      <ArtGradients id={id} gradients={GRADIENTS} />
      <ellipse cx="150" cy="196" rx="110" ry="10" fill="#1f5a4c" opacity="0.12" />
      <g transform="translate(128 118)">
        <ellipse rx="78" ry="66" fill="none" stroke="#80602a" strokeWidth="22" />
        <ellipse rx="78" ry="66" fill="none" stroke={gold} strokeWidth="18" />
        <ellipse rx="78" ry="66" fill="none" stroke="#fff6df" strokeWidth="1.5" strokeDasharray="2 9" opacity="0.8" />
        <ellipse rx="69" ry="57" fill="none" stroke="#80602a" strokeWidth="1" opacity="0.6" />
      </g>
      <g transform="translate(228 150)">
        <ellipse rx="30" ry="30" fill="none" stroke={gold} strokeWidth="8" />
        <ellipse rx="30" ry="30" fill="none" stroke="#80602a" strokeWidth="1" opacity="0.5" />
        <rect x="-19" y="-50" width="38" height="30" rx="7" fill={gold} stroke="#80602a" />
        <rect x="-12" y="-45" width="24" height="20" rx="4" fill={`url(#${id}-emerald)`} />
        <rect x="-8" y="-42" width="7" height="4" rx="2" fill="#ffffff" opacity="0.5" />
      </g>
    </svg>
  );
}

type JhumkaProps = { x: number; id: string };

function Jhumka({ x, id }: JhumkaProps) {
  const gold = `url(#${id}-gold)`;
  const pearl = `url(#${id}-pearl)`;
  return (
    <g transform={`translate(${x} 0)`}>
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <circle key={angle} cx="0" cy="-10" r="6" fill={gold} transform={`translate(0 36) rotate(${angle})`} />
      ))}
      <circle cy="36" r="7" fill={`url(#${id}-ruby)`} stroke="#f3e2b8" />
      <path d="M0 50v14" stroke="#80602a" strokeWidth="2.5" />
      <circle cy="67" r="4" fill={pearl} />
      <path d="M-36 128c0-34 14-54 36-58 22 4 36 24 36 58Z" fill={gold} stroke="#80602a" />
      <path d="M-24 118c2-20 10-34 24-38 14 4 22 18 24 38" fill="none" stroke="#fff3d6" strokeWidth="1.5" opacity="0.7" />
      <path d="M-36 128h72" stroke="#80602a" strokeWidth="3" strokeLinecap="round" />
      {[-30, -18, -6, 6, 18, 30].map((dx) => (
        <g key={dx}>
          <path d={`M${dx} 130v8`} stroke="#80602a" strokeWidth="1.2" />
          <circle cx={dx} cy="142" r="4.2" fill={pearl} />
        </g>
      ))}
    </g>
  );
}

/** A pair of jhumka earrings with ruby studs and pearl drops: the 'her' side of the gender picker. */
export function HersArt() {
  const id = useId();
  return (
    <svg viewBox="0 0 300 220" aria-hidden="true" focusable="false" className="gender-tile__art">
      <ArtGradients id={id} gradients={GRADIENTS} />
      <ellipse cx="150" cy="196" rx="110" ry="10" fill="#7b1e2b" opacity="0.1" />
      <g transform="translate(0 20)">
        <Jhumka x={100} id={id} />
        <Jhumka x={200} id={id} />
      </g>
    </svg>
  );
}
