import { HttpError } from './HttpError';
import { httpMessage } from './messages';

/** What an answer was expected to carry, in words for both languages. */
const WHAT = {
  zh: {
    token: '令牌',
    user: '用户信息',
    username: '用户名（文本）',
    avatar: '头像地址（文本）',
    roles: '角色名列表',
    permissions: '权限名列表',
    routes: '路由列表',
    rows: '记录列表',
    total: '总数',
    record: '记录',
    id: '记录编号',
  },
  en: {
    token: 'a token',
    user: 'a user',
    username: 'a user name (text)',
    avatar: 'an avatar address (text)',
    roles: 'a list of role names',
    permissions: 'a list of permission names',
    routes: 'a route list',
    rows: 'a list of rows',
    total: 'a total',
    record: 'a record',
    id: 'a record id',
  },
} as const;

export type MappedValue = keyof (typeof WHAT)['en'];

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
  language?: string;
}

/**
 * The error of an answer that does not fit the config's mapping (#13.6): its message names the
 * call, the value, the path read and the key to change, so the fix is one edit away.
 * "login answered without a token at data.accessToken (app.yaml: api.login.token)".
 *
 * @example
 * throw mappingError({ call: 'login', what: 'token', path: 'data.accessToken', key: 'app.yaml: api.login.token', url });
 */
export function mappingError(problem: MappingProblem): HttpError {
  const language = problem.language?.toLowerCase().startsWith('en') ? 'en' : 'zh';
  const message = httpMessage('mapping', language, {
    call: problem.call,
    what: WHAT[language][problem.what],
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
