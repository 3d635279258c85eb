import path from 'node:path';
import type { Metafile, OutputFile } from 'esbuild';

/**
 * esbuild writes the CSS of a lazily loaded screen next to its JS chunk but nothing loads it. This
 * prepends, to every such chunk, a top-level await that adds the stylesheet and waits for it — so a
 * screen never paints unstyled — and rejects with 'CSS chunk load failed' (ER-05) when it cannot load.
 * The entry's own CSS is linked from index.html instead.
 */
export function injectCssLoaders(
  outputFiles: OutputFile[],
  metafile: Metafile,
  entryOutput: string,
): OutputFile[] {
  const cwd = process.cwd();
  const cssOf = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.cssBundle && file !== entryOutput)
      cssOf.set(path.resolve(cwd, file), path.resolve(cwd, output.cssBundle));
  }
  return outputFiles.map((file) => {
    const css = cssOf.get(file.path);
    if (!css) return file;
    const href = `./${path.relative(path.dirname(file.path), css).split(path.sep).join('/')}`;
    const loader =
      `await new Promise((ok,fail)=>{const h=new URL(${JSON.stringify(href)},import.meta.url).href;` +
      "if(document.querySelector('link[href=\"'+h+'\"]'))return ok();" +
      "const l=document.createElement('link');l.rel='stylesheet';l.href=h;l.onload=()=>ok();" +
      "l.onerror=()=>{l.remove();fail(Object.assign(new Error('CSS chunk load failed'),{name:'ChunkLoadError',kind:'css'}))};" +
      'document.head.appendChild(l)});\n';
    const contents = Buffer.concat([Buffer.from(loader), Buffer.from(file.contents)]);
    return { path: file.path, contents, hash: file.hash, text: contents.toString('utf8') };
  });
}
