/**
 * The HTTP error messages the console shows, in Chinese (`jimu.http.*` in the runtime namespace):
 * texts for failures without a status of their own, the status texts shown when a body carries no
 * message, and what a mapped answer was expected to carry.
 */
export const httpMessagesZh = {
  /** No response at all: a person reads the likely causes — no server, no network, a proxy… */
  unknownError: '无法连接服务器：服务器可能没有启动，网络可能已断开，或代理设置有误。请检查后重试',
  /** …and the error log gets the usual causes besides: a missing CORS header or a wrong address. */
  corsHint: '后端接口连接异常，可能由于后端不支持跨域(CORS)或接口地址不存在',
  /** The request was abandoned after the configured timeout. */
  timeout: '请求超时：{{timeout}} 毫秒内没有响应',
  /** The toast of a failed call names it: its method and path, then why it failed. */
  failedCall: '{{call}}: {{message}}',
  /** A status the table does not know. */
  unknownStatus: '后端接口{{status}}异常',
  /** An answer that does not fit the config's mapping names the key to change. */
  mapping: '{{call}} 的回答在 {{path}} 处没有{{what}}（{{key}}）',
  /** A body that claims JSON but does not parse (cut off, garbled). */
  unreadable: '服务器的回答无法读取',
  unreadableWrite: '服务器的回答无法读取，操作结果未知，请核对列表',
  /** A save or delete answered in a shape its data provider does not expect: it may or may not have happened. */
  unknownResult: '结果未知：{{method}} {{path}} 的回答无法识别，应为{{expected}}，收到 {{answer}}',
  emptyAnswer: '空回答',
  status: {
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
  /** What a save or delete was expected to answer (runtime/data/providers/writeAnswer.ts). */
  expected: {
    envelope: '信封 {code, msg, data}',
    record: '保存后的记录对象',
  },
  what: {
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
    list: '列表',
    fileUrl: '文件地址（文本）',
    value: '值',
  },
} as const;
