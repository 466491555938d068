/**
 * The move's progress: on a terminal one line redrawn in place with a bar; elsewhere (a log, CI) a plain line at
 * each step's end, so the output stays readable.
 */
export interface Progress {
  /** A step with `total` units begins (rows of a table, files). */
  step(label: string, total: number): void;
  /** `done` units of the current step, and what is being done (a table's name). */
  advance(done: number, detail?: string): void;
  /** A line of its own (a finished phase, a result). */
  say(line: string): void;
}

const WIDTH = 30;

export function progressOn(out: NodeJS.WriteStream): Progress {
  let label = '';
  let total = 0;
  let done = 0;
  let detail = '';
  let drawn = 0;
  const tty = out.isTTY === true;
  const draw = () => {
    const share = total === 0 ? 1 : Math.min(1, done / total);
    const filled = Math.round(share * WIDTH);
    const line = `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(Math.round(share * 100)).padStart(3)}% ${label} ${done}/${total}${detail ? ` (${detail})` : ''}`;
    out.write(`\r${line.padEnd(drawn)}`);
    drawn = line.length;
  };
  const endLine = () => {
    if (tty && drawn > 0) out.write('\n');
    drawn = 0;
  };
  return {
    step(next, units) {
      if (!tty && label) out.write(`  ${label}: ${done}/${total}\n`);
      endLine();
      label = next;
      total = units;
      done = 0;
      detail = '';
      if (tty) draw();
    },
    advance(units, now = '') {
      done = units;
      detail = now;
      if (tty) draw();
    },
    say(line) {
      if (!tty && label) out.write(`  ${label}: ${done}/${total}\n`);
      endLine();
      label = '';
      out.write(`${line}\n`);
    },
  };
}
