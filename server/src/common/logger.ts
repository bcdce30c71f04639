import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import type { LogFormat, LogLevel } from '../config/config.js';
import { Terminal } from './terminal.js';

/** The process's log contexts whose lines say who speaks no more than the line does (main.ts). */
const OWN_VOICE = new Set(['Main']);

/** One short line for a person: the request line as `GET /api/home 200 3.1 ms`, otherwise `Context: message`. */
export function prettyMessage(log: Record<string, unknown>): string {
  const message = typeof log.msg === 'string' ? log.msg : '';
  if (log.context === 'HTTP') return `${String(log.method)} ${String(log.path)} ${String(log.status)} ${String(log.ms)} ms`;
  return typeof log.context === 'string' && !OWN_VOICE.has(log.context) ? `${log.context}: ${message}` : message;
}

/**
 * pino-pretty's formatter, called synchronously on every line: a line logged just before `process.exit` is written
 * (its stream form hands lines on through Node streams, after the exit). Only the message line is shown, and an
 * error's stack: the structured fields stay in the JSON format, and every message says what matters itself.
 */
function prettyLines(colorize: boolean): (line: string) => string {
  return prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    messageFormat: (log) => prettyMessage(log),
    include: 'level,time,err,stack',
  });
}

/**
 * The process's log at `level`: JSON lines (pino's own, for collectors) or, `pretty`, short lines for a person,
 * written through `terminal` so that they never mix with its status line.
 */
export function createRootLogger(level: LogLevel, format: LogFormat = 'json', terminal = new Terminal()): Logger {
  const options = { level, base: { service: 'shop' }, timestamp: pino.stdTimeFunctions.isoTime };
  if (format === 'json') return pino(options, { write: (line: string) => terminal.write(line) });
  const pretty = prettyLines(terminal.interactive);
  return pino(options, { write: (line: string) => terminal.write(pretty(line)) });
}

/**
 * Nest's own start-up chatter, one line per module and per route (some 250): wanted when debugging the start, not at
 * `info`. Their warnings and errors keep their level.
 */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Nest's logger interface over pino: one structured JSON line per event, with the Nest context as `context`. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, params: unknown[]): void {
    const context = typeof params[params.length - 1] === 'string' ? (params[params.length - 1] as string) : undefined;
    const stack = level === 'error' && typeof params[0] === 'string' && params.length > 1 ? params[0] : undefined;
    if (message instanceof Error) {
      this.logger[level]({ context, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      this.logger[level]({ context, ...message });
    } else {
      this.logger[level]({ context, ...(stack ? { stack } : {}) }, String(message));
    }
  }

  log(message: unknown, ...params: unknown[]): void {
    const context = params[params.length - 1];
    this.write(typeof context === 'string' && START_UP_CONTEXTS.has(context) ? 'debug' : 'info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }
}
