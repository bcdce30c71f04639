export class HealthResponseDto {
  /** 'ok' when the database answers, else 'error'. */
  status: 'ok' | 'error';
  /** 'up' or 'down'. */
  db: 'up' | 'down';
}
