import type { Diagnostic } from '../../../../scripts/config/diagnostic';
import { reportSchemaErrors } from '../../../../scripts/config/schemaErrorsToDiagnostics';
import { SourceDocument } from '../../../../scripts/config/sourceDocument';

/** The config files a snippet may be checked as (the kinds with a schema of their own). */
export const SNIPPET_KINDS = ['page', 'routes', 'app', 'permissions', 'theme', 'i18n'] as const;
export type SnippetKind = (typeof SNIPPET_KINDS)[number];

/**
 * The common tools' config snippet validator: a pasted page, routes file, app.yaml… parsed
 * and checked against its schema with `jimu validate`'s own parser, validator and messages, every
 * problem at line:col of the snippet. The validator is imported on the first check.
 *
 * @example
 * await checkSnippet('page', 'kind: crud\n'); // [{ line: 1, col: 1, code: 'missing-required', … }]
 */
export async function checkSnippet(kind: SnippetKind, text: string): Promise<Diagnostic[]> {
  const doc = SourceDocument.parse(`snippet.${kind}.yaml`, text);
  if (doc.ok) {
    const { schemaValidator } = await import('../../../../scripts/config/schemaValidator');
    reportSchemaErrors(doc, schemaValidator().validate(kind, doc.data).errors);
  }
  return doc.diagnostics;
}
