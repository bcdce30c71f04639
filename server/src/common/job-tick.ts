import type { LoggerService } from '@nestjs/common';

/**
 * One tick of a scheduled job: `pass` (the job's run under its advisory lock) awaited; a failure is logged on `logger`
 * as `<job> failed` with its stack and never thrown back to the scheduler, so the next tick simply tries again.
 */
export async function logFailedTick(logger: Pick<LoggerService, 'error'>, job: string, pass: () => Promise<unknown>): Promise<void> {
  try {
    await pass();
  } catch (error) {
    logger.error(`${job} failed: ${error instanceof Error ? error.stack : String(error)}`);
  }
}
