/** Structured JSON logs, one line per event. */
import type { Config } from './config.ts';

const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type Level = Exclude<keyof typeof order, 'silent'>;
export type Logger = Record<Level, (event: string, fields?: Record<string, unknown>) => void>;

export function createLogger(level: Config['logLevel']): Logger {
  const make = (l: Level) => (event: string, fields: Record<string, unknown> = {}) => {
    if (order[l] < order[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: l, event, ...fields });
    (l === 'error' || l === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { debug: make('debug'), info: make('info'), warn: make('warn'), error: make('error') };
}
