/** Seconds as m:ss, e.g. 120 → '2:00', 65 → '1:05', 0 → '0:00'. Negative or fractional input is clamped and rounded up. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** Whole seconds left until `deadline` (epoch ms) at `now` (epoch ms); never below 0. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
