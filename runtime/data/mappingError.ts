import type { Translate } from '../lib/language';
import { HttpError } from './HttpError';
import { httpMessage, untranslated } from './messages';

/** What an answer was expected to carry: its words are `jimu.http.what.<value>`. */
export type MappedValue =
  | 'token'
  | 'user'
  | 'username'
  | 'avatar'
  | 'roles'
  | 'permissions'
  | 'routes'
  | 'rows'
  | 'total'
  | 'record'
  | 'id'
  | 'list'
  | 'fileUrl'
  | 'value';

export interface MappingProblem {
  /** The call, as people know it: `login`, `userInfo`, `table list`. */
  call: string;
  what: MappedValue;
  /** The dot path that was read. */
  path: string;
  /** The config key to change, with its file: `app.yaml: api.login.token`, `pages/users.yaml: api.list.rows`. */
  key: string;
  url: string;
  body?: unknown;
  /** Looks up the texts (`jimu.http.*`); without it the message is its key. */
  t?: Translate;
}

/**
 * The error of an answer that does not fit the config's mapping: its message names the
 * call, the value, the path read and the key to change, so the fix is one edit away.
 * "login answered without a token at data.accessToken (app.yaml: api.login.token)".
 *
 * @example
 * throw mappingError({ call: 'login', what: 'token', path: 'data.accessToken', key: 'app.yaml: api.login.token', url });
 */
export function mappingError(problem: MappingProblem): HttpError {
  const t = problem.t ?? untranslated;
  const message = httpMessage('mapping', t, {
    call: problem.call,
    what: t(`jimu.http.what.${problem.what}`),
    path: problem.path === '' ? '(body)' : problem.path,
    key: problem.key,
  });
  return new HttpError({
    status: 0,
    reason: 'mapping',
    message,
    url: problem.url,
    body: problem.body,
    configKey: problem.key,
  });
}
