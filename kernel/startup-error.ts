/** A reason the process cannot start that the operator can fix; entry points print its message alone and exit. */
export class StartupError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** For the entry points (server, migrate, seed): a StartupError ends the process with its message; anything else is rethrown. */
export function exitOnStartupError(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(error.exitCode);
}
