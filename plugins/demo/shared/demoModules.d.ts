// Modules the build makes (scripts/build/sourceTextPlugin.ts, remixSpritePlugin.ts).

/** `import('./X.tsx?source')`: the file's text, for a demo's "view source". */
declare module '*?source' {
  const text: string;
  export default text;
}

/** The URL of the Remix Icon sprite, relative to the importing chunk. */
declare module 'jimu:remixicon-sprite' {
  const url: string;
  export default url;
}
