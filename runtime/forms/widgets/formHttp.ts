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

/**
 * Reports a file upload to its form (SchemaForm's `formContext.trackUpload`): the form holds its
 * submit until the upload has settled, so a save never goes out without the file being sent.
 * A form without the hook (a widget rendered alone) just runs the upload.
 *
 * @example trackUpload(props.registry, send(file)).then(done, failed);
 */
export function trackUpload<T>(registry: Pick<Registry, 'formContext'>, upload: Promise<T>): Promise<T> {
  const context: unknown = registry.formContext;
  const track = isRecord(context) ? context.trackUpload : undefined;
  if (typeof track === 'function') track(upload);
  return upload;
}
