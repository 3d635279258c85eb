/**
 * The HTTP error catalogue of spec §8 in both languages. Exported as plain tables so the i18n
 * layer can merge them into its resources; the client itself only needs `statusMessage` and
 * `httpMessage`, so it works before (and without) i18next.
 */

/** A language the runtime ships texts for; anything else falls back to Chinese (the default). */
export type HttpLanguage = 'zh' | 'en';

/** Status texts shown when the body carries no message of its own (ER-02). */
export const statusMessages: Record<HttpLanguage, Record<number, string>> = {
  zh: {
    200: '服务器成功返回请求数据',
    201: '新建或修改数据成功',
    202: '一个请求已经进入后台排队',
    204: '删除数据成功',
    400: '发出信息有误',
    401: '用户没有权限（令牌失效、用户名、密码错误、登录过期）',
    402: '令牌过期',
    403: '用户得到授权，但是访问是被禁止的',
    404: '访问资源不存在',
    406: '请求格式不可得',
    410: '请求资源被永久删除，且不会被看到',
    500: '服务器发生错误',
    502: '网关错误',
    503: '服务不可用，服务器暂时过载或维护',
    504: '网关超时',
  },
  en: {
    200: 'The server returned the requested data',
    201: 'Data created or modified',
    202: 'The request is queued in the background',
    204: 'Data deleted',
    400: 'The request carried wrong information',
    401: 'No permission (token invalid, wrong user name or password, or login expired)',
    402: 'The token has expired',
    403: 'Authorised, but access is forbidden',
    404: 'The resource does not exist',
    406: 'The requested format is not available',
    410: 'The resource was deleted permanently and will not come back',
    500: 'The server ran into an error',
    502: 'Gateway error',
    503: 'Service unavailable: the server is overloaded or under maintenance',
    504: 'Gateway timeout',
  },
};

/** Texts for failures that have no status of their own. `{{…}}` marks i18next-style variables. */
export const httpMessages = {
  zh: {
    /** ER-03: no response at all. A person reads that the network or the server is down (#11.6)… */
    unknownError: '无法连接服务器，请检查网络连接或稍后重试',
    /** …and the error log gets the usual causes besides: a missing CORS header or a wrong address. */
    corsHint: '后端接口连接异常，可能由于后端不支持跨域(CORS)或接口地址不存在',
    /** K-01: the request was abandoned after the configured timeout. */
    timeout: '请求超时：{{timeout}} 毫秒内没有响应（{{url}}）',
    /** A status the table does not know. */
    unknownStatus: '后端接口{{status}}异常',
    /** ER-05 texts are the spec's own words, kept identical in both languages. */
    chunkLoadError: 'chunk load error',
    cssChunkLoadError: 'CSS chunk load failed',
    /** #13.6: an answer that does not fit the config's mapping names the key to change. */
    mapping: '{{call}} 的回答在 {{path}} 处没有{{what}}（{{key}}）',
    /** #10.5: a body that claims JSON but does not parse (cut off, garbled). */
    unreadable: '服务器的回答无法读取（{{url}}）',
    unreadableWrite: '服务器的回答无法读取，操作结果未知，请核对列表（{{url}}）',
  },
  en: {
    unknownError: 'Cannot reach the server: check the network connection or try again later',
    corsHint:
      'Could not reach the back end: it may not allow cross-origin requests (CORS), or the address does not exist',
    timeout: 'The request timed out: no answer within {{timeout}} ms ({{url}})',
    unknownStatus: 'The back end answered with status {{status}}',
    chunkLoadError: 'chunk load error',
    cssChunkLoadError: 'CSS chunk load failed',
    mapping: '{{call}} answered without {{what}} at {{path}} ({{key}})',
    unreadable: 'The server answer could not be read ({{url}})',
    unreadableWrite:
      'The server answer could not be read, so the result is unknown: check the list ({{url}})',
  },
} satisfies Record<HttpLanguage, Record<string, string>>;

/** Names of the texts in `httpMessages`. */
export type HttpMessageKey = keyof (typeof httpMessages)['zh'];

function pickLanguage(language: string | undefined): HttpLanguage {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/**
 * The text of an `httpMessages` entry with its `{{name}}` variables filled in.
 *
 * @example
 * httpMessage('timeout', 'en', { timeout: 10000, url: '/table/getList' });
 * // 'The request timed out: no answer within 10000 ms (/table/getList)'
 */
export function httpMessage(
  key: HttpMessageKey,
  language?: string,
  values: Record<string, string | number> = {},
): string {
  return httpMessages[pickLanguage(language)][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The table text for an HTTP or envelope status, or the "status N failed" text when the table has
 * no entry, so a failure always has something readable to show.
 *
 * @example
 * statusMessage(404, 'zh'); // '访问资源不存在'
 * statusMessage(418, 'en'); // 'The back end answered with status 418'
 */
export function statusMessage(status: number, language?: string): string {
  return statusMessages[pickLanguage(language)][status] ?? httpMessage('unknownStatus', language, { status });
}
