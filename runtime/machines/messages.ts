/**
 * The runtime strings the machines ask the UI to show, as nested i18n tables (a key is the
 * dot path, `session.routesInvalid`). The i18n layer merges them into its zh and en tables;
 * `{{tokenName}}` is filled from the params of the `notify` action (i18next interpolation).
 */
export const machineMessages = {
  zh: {
    session: {
      loginTokenMissing: '登录接口异常，未正确返回{{tokenName}}...',
      userInfoInvalid: 'getUserInfo核心接口异常，请检查返回JSON格式是否正确',
      routesInvalid: '路由格式返回有误！',
    },
  },
  en: {
    session: {
      loginTokenMissing: 'The login interface is abnormal: {{tokenName}} was not returned correctly...',
      userInfoInvalid: 'The getUserInfo core interface is abnormal; check that it returns well-formed JSON',
      routesInvalid: 'The route list returned is malformed!',
    },
  },
} as const;

/** Every message key a machine may pass to `notify`. */
export type MachineMessageKey = `session.${keyof (typeof machineMessages)['zh']['session']}`;
