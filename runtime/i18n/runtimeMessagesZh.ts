/**
 * The runtime's own strings in Chinese, the default language: they come with the first screen.
 * Config strings (config/i18n) are merged over these, so a config may re-word any of them.
 */
export const runtimeMessagesZh = {
  jimu: {
    login: {
      title: '登录',
      welcome: '{{greeting}}！欢迎来到',
      account: '账号登录',
      phone: '手机登录',
      username: '用户名',
      password: '密码',
      usernameRequired: '用户名不能为空',
      passwordMin: '密码不能少于6位',
      phoneNumber: '手机号',
      phoneInvalid: '请输入正确的手机号',
      phoneCode: '验证码',
      phoneCodeRequired: '请输入手机验证码',
      sendCode: '获取验证码',
      codeSent: '验证码已发送（模拟：任意6位数字）',
      submit: '登录',
      register: '注册账号',
      social: '第三方登录',
      demoHint: '演示账号：admin / editor / test',
      showPassword: '明文显示',
      hidePassword: '隐藏明文',
    },
    register: {
      title: '注册',
      submit: '注册',
      back: '返回登录',
      email: '邮箱',
      emailInvalid: '请输入正确的邮箱',
    },
    callback: { title: '第三方登录', working: '正在登录…', missingCode: '缺少授权码（code），无法登录' },
    error: {
      forbidden: '抱歉，您无权访问此页面',
      notFound: '抱歉，您访问的页面不存在',
      backHome: '返回首页',
      notBuilt: '此页面尚未构建',
      notBuiltDetail: '组件 {{name}} 已在配置中声明，将在后续版本中实现。',
      unresolved: '未知的页面组件',
      unresolvedDetail: '服务器返回的路由引用了未知组件 “{{name}}”，已记录到错误日志。',
      unsupported: '您的浏览器版本过低，部分功能无法使用，请使用最新版 Chrome、Edge、Firefox 或 Safari。',
      loadFailed: '页面加载失败',
      retry: '重试',
    },
    header: {
      logout: '退出登录',
      personalCenter: '个人中心',
      language: '语言',
      guest: '游客',
      menu: '菜单',
    },
    greeting: { hello: '{{greeting}}，{{name}}' },
    common: { saving: '正在保存…', loading: '加载中…', copyright: '版权所有 © {{year}} {{title}}' },
  },
} as const;
