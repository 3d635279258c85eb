import type { Response } from 'express';

/** The spec's answer shape: `{ code, msg, data }`. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/**
 * An error a handler throws to answer with that status and message in the envelope. Anything
 * else thrown becomes a 500 without details: clients never see a stack trace.
 *
 * @example
 * throw new ApiError(404, '记录不存在: 42');
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer's `data`: for a refused body, `{ fieldErrors: { field: message } }`. */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Messages by field path (`name`, `columns.0.title`; `$` is the body itself). */
export type FieldErrors = Record<string, string>;

/**
 * The one refusal of a request body: 400, `msg` the first field's message, `data.fieldErrors`
 * every field at fault. Throw it from a handler; the error handler answers it.
 *
 * @example
 * throw fieldRefusal({ code: '项目编码不能修改' }); // 400 { msg: '项目编码不能修改', data: { fieldErrors: { code: … } } }
 */
export function fieldRefusal(fieldErrors: FieldErrors, status = 400): ApiError {
  const first = Object.values(fieldErrors)[0] ?? '请求体无效';
  return new ApiError(status, first, { fieldErrors });
}

/** The HTTP error messages the console knows and the ones this server adds, in one place. */
export const messages = {
  success: 'success',
  saved: '模拟保存成功',
  deleted: '模拟删除成功',
  registered: '模拟注册成功',
  loggedOut: '模拟退出成功',
  refreshed: '模拟刷新Token成功',
  badCredentials: '帐户或密码不正确',
  noToken: '未成功获取Token',
  invalidToken: '令牌无效',
  expiredToken: '令牌已过期',
  forbidden: '无权限执行此操作',
  notFound: '资源不存在',
  methodNotAllowed: '该路径不支持此请求方法',
  methodOverride: '不接受改写请求方法（X-HTTP-Method-Override、_method）',
  badPath: '请求路径无效',
  tooDeep: '请求体嵌套过深',
  badJson: '请求体不是合法的 JSON',
  tooLarge: '请求体超过 1 MB',
  badCipher: '请求体解密失败',
  internal: '服务器内部错误',
} as const;

/** How the answer of each RSA-encrypted request is sealed, by its answer. */
const sealers = new WeakMap<Response, (text: string) => string>();

/**
 * Seals every envelope this answer sends with `seal` (the request came RSA-encrypted).
 *
 * @example
 * sealAnswer(res, cipher.seal);
 */
export function sealAnswer(res: Response, seal: (text: string) => string): void {
  sealers.set(res, seal);
}

/**
 * Sends an envelope. When the request came RSA-encrypted, the answer is sealed too
 * ({@link sealAnswer}), so every handler answers the same way.
 *
 * @example
 * send(res, 200, messages.success, { list, total });
 */
export function send(res: Response, status: number, msg: string, data: unknown = null): void {
  const body: Envelope = { code: status, msg, data };
  const seal = sealers.get(res);
  res.status(status);
  if (seal) {
    res.set('X-Jimu-Encrypted', 'rsa');
    res.type('text/plain').send(seal(JSON.stringify(body)));
    return;
  }
  res.json(body);
}
