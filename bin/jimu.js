#!/usr/bin/env node
// The `jimu` CLI. The commands are TypeScript; tsx compiles them on the fly so that the CLI runs
// straight from a clone with no build step of its own.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../scripts/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
