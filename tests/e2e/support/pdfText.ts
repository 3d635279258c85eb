import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** Every `N 0 obj … endobj` of a PDF as Chromium (Skia) writes it: no object streams, Flate only. */
function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2];
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const start = (match.index ?? 0) + match[0].indexOf(body) + body.indexOf('\n', at) + 1;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = pdf.subarray(start, start + length);
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

/** A ToUnicode CMap as code (hex, as the content stream writes it) → text. */
function readCMap(cmap: string): Map<string, string> {
  const codes = new Map<string, string>();
  const unicode = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      codes.set(code.toUpperCase(), unicode(text));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, target] of block[1].matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const from = Number.parseInt(low, 16);
      const targets = target.startsWith('[')
        ? [...target.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => m[1])
        : [];
      for (let code = from; code <= Number.parseInt(high, 16); code += 1) {
        const key = code.toString(16).toUpperCase().padStart(low.length, '0');
        if (targets.length > 0) codes.set(key, unicode(targets[code - from] ?? ''));
        else {
          const first = Number.parseInt(target.slice(1, -1), 16) + code - from;
          codes.set(key, String.fromCodePoint(first));
        }
      }
    }
  }
  return codes;
}

/**
 * The text a PDF made by Chromium's `page.pdf()` shows, page by page, read through each font's
 * ToUnicode map (Chromium writes glyph ids, so the bytes alone never hold the words). Runs of
 * one text object are joined without separators; text objects are separated by a space.
 *
 * @example expect(pdfText(await page.pdf()).join(' ')).toContain('¥21,100.00');
 */
export function pdfText(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const pages: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\b(?!s)/.test(page.dict)) continue;
    // The page's fonts: resource name → code width and ToUnicode map.
    const resources = objects.get(ref(page.dict, 'Resources'))?.dict ?? page.dict;
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map<string, Map<string, string>>();
    for (const [, name, id] of fontDict.matchAll(/\/(\S+?) (\d+) 0 R/g)) {
      const font = objects.get(Number(id))?.dict ?? '';
      const cmap = objects.get(ref(font, 'ToUnicode'))?.stream;
      fonts.set(name, cmap ? readCMap(cmap.toString('latin1')) : new Map());
    }
    const contents = /\/Contents (\d+) 0 R/.exec(page.dict);
    const stream = contents ? (objects.get(Number(contents[1]))?.stream?.toString('latin1') ?? '') : '';
    let font = new Map<string, string>();
    const words: string[] = [];
    for (const block of stream.matchAll(/BT([\s\S]*?)ET/g)) {
      let run = '';
      for (const op of block[1].matchAll(/\/(\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)>/g)) {
        if (op[1]) {
          font = fonts.get(op[1]) ?? new Map();
          continue;
        }
        const hex = op[2].toUpperCase();
        const width = font.keys().next().value?.length ?? 4;
        for (let i = 0; i < hex.length; i += width) run += font.get(hex.slice(i, i + width)) ?? '';
      }
      words.push(run);
    }
    pages.push(words.join(' '));
  }
  return pages;
}
