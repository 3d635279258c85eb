import type { Registry } from '@rjsf/utils';
import type { HttpClient } from '../../data';
import { isRecord } from '../../lib';

const isHttpClient = (value: unknown): value is HttpClient =>
  isRecord(value) && typeof value.get === 'function' && typeof value.post === 'function';

/**
 * The http client a form hands its widgets (SchemaForm's `formContext.http`), or undefined when
 * the form has none: a widget that loads or uploads then says it cannot.
 *
 * @example const http = formHttp(props.registry); if (http) await http.get('/area/getList');
 */
export function formHttp(registry: Pick<Registry, 'formContext'>): HttpClient | undefined {
  const context: unknown = registry.formContext;
  const http = isRecord(context) ? context.http : undefined;
  return isHttpClient(http) ? http : undefined;
}
