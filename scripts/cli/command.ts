import { type ParseArgsConfig, parseArgs } from 'node:util';

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

/**
 * node:util's parseArgs, with its complaints (unknown option, missing value) turned into usage
 * errors, so every command answers them the same way: the message, its help, exit code 2.
 *
 * @example const { values, positionals } = parseCommandArgs({ args, allowPositionals: true, options: { out: { type: 'string' } } });
 */
export function parseCommandArgs<const T extends ParseArgsConfig>(
  config: T,
): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\. To specify a positional.*$/s, ''));
  }
}
