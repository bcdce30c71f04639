import { pino } from 'pino';
import type { LogFormat } from '../config/config.js';

/** Where the terminal's text goes: standard output by default. */
export type TextSink = { write(text: string): unknown };

// Back to the start of the line and erase it.
const CLEAR_LINE = '\r\x1b[2K';

/**
 * The process's standard output, shared by the log, the admin account block and, on a terminal, one status line that
 * updates in place (the demo shop's progress). A line written while the status shows goes above it and the status is
 * drawn again below, so the two never mix. Writes are synchronous, so nothing is lost when the process exits right after.
 */
export class Terminal {
  private status = '';

  constructor(
    /** A person is watching: a status line may be drawn and redrawn in place. */
    readonly interactive = Boolean(process.stdout.isTTY),
    // pino's own synchronous writer: it retries when a pipe is full rather than dropping text.
    private readonly sink: TextSink = pino.destination({ dest: 1, sync: true }),
  ) {}

  /** Writes whole lines (ending in a newline) above the status line, if one shows. */
  write(text: string): void {
    this.sink.write(this.status ? `${CLEAR_LINE}${text}${this.status}` : text);
  }

  /** Shows `text` as the status line, replacing the one before; only on a terminal (elsewhere it is not written). */
  showStatus(text: string): void {
    if (!this.interactive) return;
    // 0 or unset when the terminal does not say (a pty without a size).
    const width = process.stdout.columns || 80;
    // A line wider than the terminal wraps, and the erase would only clear its last row.
    this.status = text.length >= width ? `${text.slice(0, width - 2)}…` : text;
    this.sink.write(`${CLEAR_LINE}${this.status}`);
  }

  /** Erases the status line. */
  clearStatus(): void {
    if (!this.status) return;
    this.status = '';
    this.sink.write(CLEAR_LINE);
  }
}

/** Standard output as the log `format` wants it: a status line in place only for a person reading short lines. */
export function terminalFor(format: LogFormat): Terminal {
  return new Terminal(Boolean(process.stdout.isTTY) && format === 'pretty');
}
