import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { remixIconTitles } from '../../server/store/seed/seedIcons';

export const REMIX_SPRITE_MODULE = 'virtual:remixicon-sprite';

const VIEW_BOX = /viewBox="([^"]+)"/;
const BODY = /<svg[^>]*>([\s\S]*)<\/svg>\s*$/;

/** name ('home-line') → file, over the package's category folders. */
function glyphFiles(iconsDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of readdirSync(iconsDir)) {
    for (const file of readdirSync(path.join(iconsDir, folder))) {
      if (file.endsWith('.svg')) files.set(file.slice(0, -4), path.join(iconsDir, folder, file));
    }
  }
  return files;
}

/**
 * One SVG sprite of `<symbol id="ri-<name>">` for exactly `names`, from the remixicon package's
 * own SVG files. Throws naming every name without a glyph, so a seed typo fails the build.
 *
 * @example remixSprite(['home-line'], 'node_modules/remixicon/icons') // '<svg …><symbol id="ri-home-line" …'
 */
export function remixSprite(names: readonly string[], iconsDir: string): string {
  const files = glyphFiles(iconsDir);
  const missing = names.filter((name) => !files.has(name));
  if (missing.length) throw new Error(`remixicon has no glyph for: ${missing.join(', ')}`);
  const symbols = names.map((name) => {
    const svg = readFileSync(files.get(name) as string, 'utf8');
    const viewBox = VIEW_BOX.exec(svg)?.[1] ?? '0 0 24 24';
    const body = BODY.exec(svg)?.[1] ?? '';
    return `<symbol id="ri-${name}" viewBox="${viewBox}">${body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/**
 * `import spriteUrl from 'virtual:remixicon-sprite'` → the URL of a hashed `static/assets/remixicon-*.svg`
 * holding the seed's icons (server/store/seed/seedIcons.ts), built from remixicon 4.8.0. Only the
 * icon demos import it, so the sprite never loads before one of them is opened.
 */
export function remixSpritePlugin(): Plugin {
  return {
    name: 'jimu-remixicon-sprite',
    setup(build) {
      build.onResolve({ filter: /^virtual:remixicon-sprite$/ }, () => ({
        path: 'remixicon.svg',
        namespace: 'jimu-remixicon',
      }));
      build.onLoad({ filter: /.*/, namespace: 'jimu-remixicon' }, () => {
        const packageJson = createRequire(import.meta.url).resolve('remixicon/package.json');
        const iconsDir = path.join(path.dirname(packageJson), 'icons');
        return { contents: remixSprite(remixIconTitles(), iconsDir), loader: 'file' };
      });
    },
  };
}
