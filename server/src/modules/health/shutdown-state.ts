import { Injectable } from '@nestjs/common';

/** Whether the process is stopping (main.ts says so on SIGTERM or SIGINT): health then answers 503 'stopping'. */
@Injectable()
export class ShutdownState {
  private stoppingSince: number | undefined;

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  begin(): void {
    this.stoppingSince ??= Date.now();
  }
}
