import type { Command } from './command';
import { UsageError } from './command';
import { USAGES } from './usages';

/** Commands are loaded lazily so that `jimu validate` does not pay for esbuild or json-server. */
const commands: Record<keyof typeof USAGES, { summary: string; load: () => Promise<Command> }> = {
  validate: {
    summary: 'check config/ and report every problem as file:line:col',
    load: async () => (await import('./validateCommand')).validateCommand,
  },
  build: {
    summary: 'validate, normalise and bundle the console into dist/',
    load: async () => (await import('./buildCommand')).buildCommand,
  },
  dev: {
    summary: 'rebuild on change and reload the browser, with the mock back end',
    load: async () => (await import('./devCommand')).devCommand,
  },
  serve: {
    summary: 'serve dist/ with the mock back end at http://localhost:10000',
    load: async () => (await import('./serveCommand')).serveCommand,
  },
  new: {
    summary: 'scaffold a page file and its route entry: jimu new page <name>',
    load: async () => (await import('./newCommand')).newCommand,
  },
  init: {
    summary: 'scaffold a console of your own: jimu init <dir>',
    load: async () => (await import('./initCommand')).initCommand,
  },
  smoke: {
    summary: 'build, serve and open the console in Chromium, signed in; fail on any console error',
    load: async () => (await import('./smokeCommand')).smokeCommand,
  },
};

export function mainUsage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: jimu <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `jimu <command> --help` for the options of one command.',
  ].join('\n');
}

/** Runs the CLI and resolves with the exit code: 0 success, 1 failure, 2 usage error. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(mainUsage());
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    console.log('1.0.0');
    return 0;
  }
  if (!Object.hasOwn(commands, name)) {
    console.error(`jimu: unknown command '${name}'\n\n${mainUsage()}`);
    return 2;
  }
  const known = name as keyof typeof USAGES;
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(USAGES[known]);
    return 0;
  }
  try {
    const command = await commands[known].load();
    return await command.run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`jimu ${name}: ${error.message}\n\n${USAGES[known]}`);
      return 2;
    }
    // A bug of ours must still not print a stack trace at the user: one line, and exit 1.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`jimu ${name}: internal error: ${message}`);
    if (process.env.JIMU_DEBUG) console.error(error);
    return 1;
  }
}
