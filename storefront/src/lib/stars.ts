export type StarFill = 'full' | 'half' | 'empty';

/** Spec 5: star n (1–5) is full when rating ≥ n, half when rating ≥ n − 0.5, else empty. */
export function starFill(rating: number, star: number): StarFill {
  if (rating >= star) return 'full';
  if (rating >= star - 0.5) return 'half';
  return 'empty';
}

/** The five stars of a rating, first to last. */
export function starsOf(rating: number): StarFill[] {
  return [1, 2, 3, 4, 5].map((star) => starFill(rating, star));
}
