import { pino, type Logger } from 'pino';

/** One logger for the process; pretty on a terminal, JSON lines elsewhere. */
export function createLogger(level: string, pretty = process.stdout.isTTY): Logger {
  return pino({
    level,
    base: { pid: process.pid },
    redact: ['req.headers.cookie', 'password', '*.password', 'token', '*.token'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } } : {}),
  });
}

export type { Logger };
