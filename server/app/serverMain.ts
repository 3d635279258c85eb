import { createMockServer } from './createMockServer';

/**
 * `tsx server/app/serverMain.ts [--port N] [--host H] [--data DIR] [--config DIR] [--seed FILE]
 * [--reset] [--delay MS]`: the mock server alone, for the crash test and for poking at the API.
 * Prints `listening <url>` on stdout once it accepts connections.
 */
async function main(argv: string[]): Promise<void> {
  const value = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const delay = value('--delay');
  const server = await createMockServer({
    dataDir: value('--data'),
    configDir: value('--config'),
    seedFile: value('--seed'),
    reset: argv.includes('--reset'),
    delay: delay === undefined ? undefined : Number(delay),
  });
  const listening = await server.listen(Number(value('--port') ?? 10000), value('--host') ?? '127.0.0.1');
  console.log(`listening ${listening.url}`);
  const stop = () => {
    listening.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(`mock server: ${error.message}`);
  process.exit(1);
});
