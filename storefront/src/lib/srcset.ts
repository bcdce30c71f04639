/** The widths the server stores every picture in (DESIGN.md, storage module). */
const WIDTHS = [320, 640, 1280] as const;

/** `/uploads/<folder>/<name>-<width>.webp`, as the server stores pictures. */
const STORED = /^(\/uploads\/.+)-(?:320|640|1280)\.webp$/;

/**
 * The srcset of a stored picture from its url: `/uploads/p/x-640.webp` →
 * `/uploads/p/x-320.webp 320w, /uploads/p/x-640.webp 640w, /uploads/p/x-1280.webp 1280w`.
 * Any other url has no siblings: undefined, so the `<img>` simply uses `src`.
 */
export function srcSetOf(url: string): string | undefined {
  const match = STORED.exec(url);
  if (match === null) return undefined;
  return WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}
