import { SOURCE_ENV_ALLOW, SOURCE_ENV_PREFIX } from '../../server/database/passwordEnv';
import type { CheckContext } from './checkContext';
import { arrayOf, entriesOf, isRecord, stringOf } from './guards';
import { didYouMean } from './suggest';

/**
 * Data sources and the pages bound to them, beyond what the schemas say: source names are unique
 * in dataSources.yaml; a `passwordEnv` the server will not read without the operator's say-so is
 * a warning; a page's `binding.source` names a source of dataSources.yaml; a bound page speaks the
 * envelope calls the server answers (no other provider, no `api` mapping); a field of
 * `binding.search` is a field of the page's search form. Whether the table and its columns exist
 * is the server's check, when it first reaches the database.
 *
 * @example
 * checkBindings(ctx); // config/pages/invoice.yaml:5:11: error[unknown-source]: …
 */
export function checkBindings(ctx: CheckContext): void {
  const file = ctx.files.dataSources;
  const names: string[] = [];
  if (file && isRecord(file.data)) {
    arrayOf(file.data.sources).forEach((source, i) => {
      if (!isRecord(source)) return;
      const name = stringOf(source.name);
      if (name !== undefined) {
        if (names.includes(name))
          file.reportAt(
            ['sources', i, 'name'],
            'value',
            'duplicate-source',
            `data source '${name}' is declared twice`,
          );
        else names.push(name);
      }
      const env = stringOf(source.passwordEnv);
      if (env !== undefined && !(env.startsWith(SOURCE_ENV_PREFIX) && env.length > SOURCE_ENV_PREFIX.length))
        file.reportAt(
          ['sources', i, 'passwordEnv'],
          'value',
          'password-env',
          `passwordEnv '${env}' does not start with ${SOURCE_ENV_PREFIX}: the server reads it only when ${SOURCE_ENV_ALLOW} lists it`,
          'warning',
        );
    });
  }
  for (const [page, doc] of ctx.files.pages) {
    const data = doc.data;
    if (!isRecord(data) || !isRecord(data.binding)) continue;
    const source = stringOf(data.binding.source);
    if (source !== undefined && !names.includes(source)) {
      const where = file
        ? `config/dataSources.yaml has ${names.length > 0 ? names.join(', ') : 'no source'}`
        : 'there is no config/dataSources.yaml';
      doc.reportAt(
        ['binding', 'source'],
        'value',
        'unknown-source',
        `page ${page} binds to the unknown data source '${source}' (${where})${didYouMean(source, names)}`,
      );
    }
    const provider = stringOf(data.provider);
    if (provider !== undefined && provider !== 'envelope')
      doc.reportAt(
        ['provider'],
        'value',
        'binding-provider',
        `a page bound to a table speaks the envelope calls the server answers: provider must be envelope, not '${provider}'`,
      );
    if (data.api !== undefined)
      doc.reportAt(
        ['api'],
        'key',
        'binding-provider',
        'a page bound to a table has no api mapping: the server answers its envelope calls',
      );
    const searchSchema = isRecord(data.search) && isRecord(data.search.schema) ? data.search.schema : {};
    const searched = Object.keys(isRecord(searchSchema.properties) ? searchSchema.properties : {});
    for (const [field] of entriesOf(data.binding.search)) {
      if (searched.includes(field)) continue;
      doc.reportAt(
        ['binding', 'search', field],
        'key',
        'binding-search',
        `binding.search names '${field}', which is not a field of the page's search form${didYouMean(field, searched)}`,
      );
    }
  }
}
