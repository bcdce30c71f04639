/** How far loading the demo shop is, while it loads. */
export class SeedProgressDto {
  /** The step under way: 'starting', 'waiting' (another process is loading it), 'pictures', then 'categories', 'products', 'reviews', … */
  step: string;
  /** What the step has done of its total (0 of 0 for 'starting' and 'waiting'). */
  done: number;
  /** The step's total: pictures to draw, rows to save. */
  total: number;
}

export class HealthResponseDto {
  /**
   * 'ok' when the database answers and the shop is ready; 'seeding' (503) while the first start loads the demo shop
   * (the console and the API already work; load balancers and `curl -f` wait); 'stopping' (503) while the process finishes
   * the requests under way before it exits (SIGTERM); 'error' (503) when the database does not answer.
   */
  status: 'ok' | 'seeding' | 'stopping' | 'error';
  /** 'up' or 'down'. */
  db: 'up' | 'down';
  /** While seeding: the step under way and how far it is. */
  progress?: SeedProgressDto;
}
