import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { schemaDocsPlugin } from './schemaDocsPlugin';

describe('schemaDocsPlugin', () => {
  it('bundles a schema with its enums and defaults but without descriptions and titles', async () => {
    const result = await build({
      stdin: {
        contents: "import s from './schemas/theme.schema.json'; console.log(JSON.stringify(s));",
        resolveDir: process.cwd(),
      },
      bundle: true,
      write: false,
      format: 'esm',
      plugins: [schemaDocsPlugin()],
    });
    const text = result.outputFiles[0].text;
    expect(text).toContain('"vertical"');
    expect(text).toContain('default');
    expect(text).not.toContain('description');
    expect(text).not.toMatch(/\btitle\b/);
  });

  it('keeps a property whose name is a documentation keyword', async () => {
    const result = await build({
      stdin: {
        contents: "import s from './schemas/page.schema.json'; console.log(JSON.stringify(s));",
        resolveDir: process.cwd(),
      },
      bundle: true,
      write: false,
      format: 'esm',
      plugins: [schemaDocsPlugin()],
    });
    // page.schema.json declares properties named `title` (a column's, a card's).
    expect(result.outputFiles[0].text).toMatch(/\btitle: \{/);
    expect(result.outputFiles[0].text).not.toMatch(/\bdescription: "/);
  });

  it('#14.2 §5.5 keeps the descriptions for the workbench, whose settings forms show them', async () => {
    const bundle = (importer: string) =>
      build({
        stdin: {
          contents: "import s from '../../schemas/app.schema.json'; console.log(JSON.stringify(s));",
          resolveDir: `${process.cwd()}/${importer}`,
          sourcefile: `${importer}/entry.ts`,
        },
        bundle: true,
        write: false,
        format: 'esm',
        plugins: [schemaDocsPlugin()],
      });
    const shown = (await bundle('plugins/workbench')).outputFiles[0].text;
    expect(shown).toContain('shown in the header');
    const stripped = (await bundle('runtime/shell')).outputFiles[0].text;
    expect(stripped).not.toContain('shown in the header');
  });
});
