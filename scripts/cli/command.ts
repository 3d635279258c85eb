/** One `jimu` sub-command. `run` resolves with the process exit code; it never throws to the user. */
export interface Command {
  name: string;
  summary: string;
  /** Full help text shown by `jimu <name> --help`. */
  usage: string;
  run(args: string[]): Promise<number>;
}

/** Thrown for wrong arguments: main prints the message and the command's usage, exit code 2. */
export class UsageError extends Error {}
