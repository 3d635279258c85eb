/**
 * The line between the browser's code and the server's. Server code is every module in server/
 * and in a `server/` folder of a plugin (`plugins/workbench/board/server/`); browser code is
 * runtime/ and the rest of plugins/. Code both halves run sits in a plugin's `model/` folders or is
 * one of the runtime modules listed below; it stays pure (no React, no DOM, no Node), so a rule
 * such as who may do what is written once for both sides. scripts/architecture/clientServer.test.ts
 * holds the code to it.
 */

/** What the browser bundle starts from: the runtime's entry and each plugin's (jimu:plugins). */
export const BROWSER_ENTRIES = { runtime: 'runtime/app/main.tsx', plugin: 'index.ts' } as const;

/** Runtime modules the server runs too: one rule on both sides. */
export const RUNTIME_SHARED_WITH_SERVER: readonly string[] = [
  // RSA of the optional encrypted bodies: the client seals what the server opens, and back.
  'runtime/lib/rsaChunks.ts',
  // permissions.yaml's roles → permissions: what the UI hides is what the server refuses.
  'runtime/access/permissionsOfRoles.ts',
  // The query-string options the client writes with and the server reads with.
  'runtime/data/qsOptions.ts',
  // The calls a page's resource makes, which the workbench's API list derives.
  'runtime/data/providers/mappedCalls.ts',
  // The string formats of form schemas (phone, idCard…): a bound table's writes are checked again
  // on the server with the rules the browser's form used.
  'runtime/lib/validators.ts',
  'runtime/lib/localDateTime.ts',
  'runtime/lib/validatorFormats.ts',
];

/** Packages that need a browser (a DOM, React): shared code must not load them. */
export const BROWSER_PACKAGES =
  /^(react|react-dom|react-[\w-]+|@douyinfe\/|@codemirror\/|@uiw\/|@xyflow\/|@tiptap\/|@dnd-kit\/|echarts|@rjsf\/core)(\/|$)/;

const segments = (file: string) => file.split(/[/\\]/);

/** A module of the server: under server/, or in a `server/` folder of a plugin. */
export const isServerModule = (file: string): boolean =>
  segments(file)[0] === 'server' || (segments(file)[0] === 'plugins' && segments(file).includes('server'));

/** Code both halves run: a plugin's `model/` folders and the runtime modules listed above. */
export const isSharedModule = (file: string): boolean =>
  RUNTIME_SHARED_WITH_SERVER.includes(file.split('\\').join('/')) ||
  (segments(file)[0] === 'plugins' && segments(file).includes('model') && !isServerModule(file));

/** A module of the browser: runtime/ and plugins/, neither server nor shared code. */
export const isBrowserModule = (file: string): boolean =>
  ['runtime', 'plugins'].includes(segments(file)[0]) && !isServerModule(file) && !isSharedModule(file);
