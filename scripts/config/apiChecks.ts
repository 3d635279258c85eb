import type { CheckContext } from './checkContext';
import { arrayOf, entriesOf, isRecord } from './guards';
import type { PathSegment } from './jsonPointer';
import type { SourceDocument } from './sourceDocument';
import { didYouMean } from './suggest';

/**
 * The calls of app.yaml `api` that pages use, checked against each other: a dashboard card's
 * `source` names one of `api.sources` and is not beside an `endpoint`; a source reads a `total`
 * or a `value`, not both; and when `api.upload` is false no form field would send a file
 * (`ui:options.upload: true`, or an upload widget's `endpoint`), so no call is ever made to a
 * back end that has none.
 *
 * @example
 * checkApiCalls(ctx);
 */
export function checkApiCalls(ctx: CheckContext): void {
  const app = ctx.files.app;
  const api = app && isRecord(app.data) && isRecord(app.data.api) ? app.data.api : {};
  const sources = isRecord(api.sources) ? api.sources : {};
  if (app) {
    for (const [name, source] of entriesOf(sources)) {
      if (isRecord(source) && source.total !== undefined && source.value !== undefined)
        app.reportAt(
          ['api', 'sources', name, 'value'],
          'key',
          'source-total-and-value',
          `source '${name}' reads a total or a value, not both: leave out value or total`,
        );
    }
  }
  for (const [page, doc] of ctx.files.pages) {
    if (!isRecord(doc.data)) continue;
    if (doc.data.kind === 'dashboard') checkCards(doc, page, doc.data.cards, sources);
    if (api.upload === false) findUploads(doc, [], doc.data);
  }
}

function checkCards(doc: SourceDocument, page: string, cards: unknown, sources: Record<string, unknown>) {
  arrayOf(cards).forEach((card, i) => {
    if (!isRecord(card) || typeof card.source !== 'string') return;
    if (card.endpoint !== undefined)
      doc.reportAt(
        ['cards', i, 'endpoint'],
        'key',
        'card-source-and-endpoint',
        `a card of page '${page}' reads from source or endpoint, not both`,
      );
    if (Object.hasOwn(sources, card.source)) return;
    const known = Object.keys(sources);
    const hint =
      known.length === 0
        ? ': app.yaml has no api.sources'
        : didYouMean(card.source, known) || ` (known: ${known.join(', ')})`;
    doc.reportAt(['cards', i, 'source'], 'value', 'unknown-source', `unknown source '${card.source}'${hint}`);
  });
}

/** Every uiSchema node that would send a file, reported: app.yaml says the back end takes none. */
function findUploads(doc: SourceDocument, at: PathSegment[], value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      findUploads(doc, [...at, i], item);
    });
    return;
  }
  if (!isRecord(value)) return;
  const options = isRecord(value['ui:options']) ? value['ui:options'] : undefined;
  const key =
    options?.upload === true
      ? 'upload'
      : value['ui:widget'] === 'upload' && typeof options?.endpoint === 'string'
        ? 'endpoint'
        : undefined;
  if (key)
    doc.reportAt(
      [...at, 'ui:options', key],
      'key',
      'upload-turned-off',
      'this field sends files, but app.yaml says api.upload: false (the back end takes none): leave the file embedded or give the back end an upload call',
    );
  for (const [name, child] of Object.entries(value))
    if (name !== 'ui:options') findUploads(doc, [...at, name], child);
}
