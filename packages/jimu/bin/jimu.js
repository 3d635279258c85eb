#!/usr/bin/env node
// The `jimu` CLI of the installed package. The commands are TypeScript; tsx compiles them on the
// fly, so the package runs with no build step of its own. Installed, the sources are the
// package's own, beside this folder. Inside the repository (packages/jimu/bin, linked into
// node_modules/.bin by the workspace) they are always the repository's, never a staged copy that
// an earlier `npm pack` left behind.
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const repository = new URL('../../../', import.meta.url);
const inRepository =
  existsSync(new URL('packages/jimu/bin/jimu.js', repository)) &&
  existsSync(new URL('scripts/cli/main.ts', repository));
const main = new URL('scripts/cli/main.ts', inRepository ? repository : new URL('../', import.meta.url));
const cli = await import(main.href);
process.exitCode = await cli.main(process.argv.slice(2));
