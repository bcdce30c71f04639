/** Colour stops: where each stands (0 to 1), its colour and, where it fades, its opacity. */
type Stops = readonly (readonly [offset: number, color: string, opacity?: number])[];

/** A gradient of the home page's drawings: along a line, or out from a point. */
export type ArtGradient =
  | { linear: { x1: number; y1: number; x2: number; y2: number }; stops: Stops }
  | { radial: { cx: number; cy: number; r: number }; stops: Stops };

/** Top left to bottom right, as the light falls on the drawn gold. */
export const DIAGONAL = { x1: 0, y1: 0, x2: 1, y2: 1 };

/** The pearls' sheen, the same in every drawing. */
export const PEARL: ArtGradient = {
  radial: { cx: 0.35, cy: 0.3, r: 0.8 },
  stops: [[0, '#ffffff'], [0.6, '#f1e9dc'], [1, '#cfc2ad']],
};

export type ArtGradientsProps = {
  /** The drawing's own id (useId): each gradient's id is `${id}-${name}`, unique on the page. */
  id: string;
  gradients: Readonly<Record<string, ArtGradient>>;
};

/** A drawing's <defs>: its gradients by name. */
export function ArtGradients({ id, gradients }: ArtGradientsProps) {
  return (
    <defs>
      {Object.entries(gradients).map(([name, gradient]) => {
        const stops = gradient.stops.map(([offset, color, opacity]) => (
          <stop key={offset} offset={offset} stopColor={color} stopOpacity={opacity} />
        ));
        return 'linear' in gradient ? (
          <linearGradient key={name} id={`${id}-${name}`} {...gradient.linear}>
            {stops}
          </linearGradient>
        ) : (
          <radialGradient key={name} id={`${id}-${name}`} {...gradient.radial}>
            {stops}
          </radialGradient>
        );
      })}
    </defs>
  );
}
