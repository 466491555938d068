/** A logger that keeps every event it is given, so tests can read what an operator would see in the logs. */
import type { Level, Logger } from '#kernel/log.ts';

export interface LoggedEvent {
  level: Level;
  event: string;
  fields: Record<string, unknown>;
}

export interface RecordingLogger extends Logger {
  events: LoggedEvent[];
  /** The fields of every event with this name, oldest first. */
  fieldsOf: (event: string) => Record<string, unknown>[];
}

export function createRecordingLogger(): RecordingLogger {
  const events: LoggedEvent[] = [];
  const make = (level: Level) => (event: string, fields: Record<string, unknown> = {}) => void events.push({ level, event, fields });
  return {
    events,
    fieldsOf: (event) => events.filter((e) => e.event === event).map((e) => e.fields),
    debug: make('debug'),
    info: make('info'),
    warn: make('warn'),
    error: make('error'),
  };
}
