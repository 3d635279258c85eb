import type { BodyOf } from '../../../../../server/http/bodySchema';
import { fieldRefusal, messages, send } from '../../../../../server/http/envelope';
import { zipEntriesOf } from '../../../project/server/applyFiles';
import { validateProject } from '../../../project/server/validateProject';
import { sendZip } from '../../../project/server/workbenchProjectRoutes';
import type { WorkbenchCall, WorkbenchContext } from '../../../server/workbenchContext';
import { buildPage } from '../buildPage';
import { generateFiles } from '../generateFiles';
import type { GEN_RENDER, GEN_VALIDATOR } from '../generatorBodies';
import { editedTable } from '../genTableEdits';
import { previewValidatorCode } from '../previewValidator';
import { seedRows } from '../seedRows';
import { zipFiles } from '../zipFiles';
import { findTable } from './genTables';

type RenderBody = BodyOf<typeof GEN_RENDER>;

/** Render = generate files for a stored or an edited (unsaved) genTable, then validate them. */
async function render(ctx: WorkbenchContext, body: RenderBody) {
  const stored = findTable(ctx, body.genTableId ?? body.genTable?.id);
  const table = body.genTable ? editedTable(stored, body.genTable) : stored;
  const project = ctx.project(table.projectId);
  const root = await ctx.root(project);
  const files = generateFiles(root, table);
  const overrides = Object.fromEntries(
    files.filter((f) => f.path.startsWith('config/')).map((f) => [f.path, f.content]),
  );
  // The live mini preview re-renders on every change and needs the page only, not a validation.
  const diagnostics =
    body.validate === false ? [] : await validateProject(root, overrides, ctx.places.pluginsDir);
  return { table, project, root, files, diagnostics };
}

/** The files a generated table gives, their diagnostics, seeded rows and the page to preview. */
export async function renderTable({ ctx, body, res }: WorkbenchCall<RenderBody>) {
  const { files, diagnostics, table, project } = await render(ctx, body);
  const rows = seedRows(table.columns, table.sample, table.options.seedRows);
  const { page, strings } = buildPage(table);
  const preview = {
    name: table.pageName,
    page,
    strings: {
      zh: { page: { [table.pageName]: strings.zh } },
      en: { page: { [table.pageName]: strings.en } },
    },
  };
  send(res, 200, messages.success, {
    files,
    diagnostics,
    rows,
    preview,
    writable: ctx.mayWrite(res, project),
  });
}

/** The changed files of a render as a zip, with a patch. */
export async function zipTable({ ctx, body, req, res }: WorkbenchCall<RenderBody>) {
  const { files, table, root } = await render(ctx, body);
  const changed = files.filter((f) => f.status !== 'unchanged');
  sendZip(req, res, `${table.pageName}.zip`, zipFiles(zipEntriesOf(root, changed), table.pageName));
}

// The preview's validator (a render: write:system like the rest of the preview's calls).
export async function validatorCode({ body, res }: WorkbenchCall<BodyOf<typeof GEN_VALIDATOR>>) {
  const schema = body.schema;
  if (!schema || typeof schema !== 'object') throw fieldRefusal({ schema: '需要 schema' });
  send(res, 200, messages.success, { code: await previewValidatorCode(schema) });
}
