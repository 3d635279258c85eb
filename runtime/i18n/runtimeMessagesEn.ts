import { httpMessagesEn } from './httpMessagesEn';

/**
 * The runtime's own strings in English: loaded on their own before the console first
 * shows in English (the backend in runtime/i18n/createI18n.ts), so the Chinese first screen does not carry them.
 */
export const runtimeMessagesEn = {
  jimu: {
    login: {
      title: 'Sign in',
      welcome: '{{greeting}}! Welcome to',
      account: 'Account',
      phone: 'Phone',
      username: 'Username',
      password: 'Password',
      usernameRequired: 'Username is required',
      passwordMin: 'Password must be at least 6 characters',
      phoneNumber: 'Phone number',
      phoneInvalid: 'Please enter a valid phone number',
      phoneCode: 'Code',
      phoneCodeRequired: 'Please enter the verification code',
      sendCode: 'Send code',
      codeSent: 'Code sent (mock: any 6 digits)',
      submit: 'Sign in',
      register: 'Create an account',
      social: 'Sign in with',
      demoHint: 'Demo accounts: admin / editor / test',
      showPassword: 'Reveal',
      hidePassword: 'Conceal',
      sessionExpired: 'Your session expired. Please sign in again.',
      sessionRevoked:
        'Your session is no longer valid (signed out elsewhere or revoked). Please sign in again.',
    },
    register: {
      title: 'Register',
      submit: 'Register',
      back: 'Back to sign in',
      email: 'E-mail',
      emailInvalid: 'Please enter a valid e-mail address',
    },
    callback: {
      title: 'Social sign-in',
      working: 'Signing in…',
      missingCode: 'No authorisation code: cannot sign in',
    },
    error: {
      forbidden: 'Sorry, you may not open this page',
      notFound: 'Sorry, this page does not exist',
      forbiddenTitle: 'Access denied',
      notFoundTitle: 'Page not found',
      backHome: 'Back to home',
      notBuilt: 'This page is not built yet',
      notBuiltDetail: 'Component {{name}} is declared in the config and comes in a later release.',
      unresolved: 'Unknown page component',
      unresolvedDetail:
        'A route from the server names the unknown component “{{name}}”; it was written to the error log.',
      unsupported:
        'Your browser is too old for this console. Please use a current Chrome, Edge, Firefox or Safari.',
      loadFailed: 'The page failed to load',
      retry: 'Retry',
      offline: 'Cannot reach the server',
      offlineDetail:
        'The page did not load: the server did not answer. It may not be started, the network connection may be down, or a proxy may be misconfigured. Check them, then choose Retry.',
      codeFailed: "This page's code could not be loaded",
      codeFailedDetail:
        'The network connection may be down, the server may not be running, or the console was updated and the files of the old version are gone. Reloading the page fetches the current code.',
      reload: 'Reload',
    },
    header: {
      logout: 'Sign out',
      personalCenter: 'Personal centre',
      language: 'Language',
      guest: 'Guest',
      menu: 'Menu',
    },
    greeting: { hello: '{{greeting}}, {{name}}' },
    common: { saving: 'Saving…', loading: 'Loading…', copyright: 'Copyright © {{year}} {{title}}' },
    time: {
      seconds: 'a few seconds ago',
      minutes_one: '{{count}} minute ago',
      minutes_other: '{{count}} minutes ago',
      hours_one: '{{count}} hour ago',
      hours_other: '{{count}} hours ago',
      yesterday: 'Yesterday {{time}}',
      today: 'Today {{time}}',
      tomorrow: 'Tomorrow {{time}}',
      lastWeek: 'Last {{day}} {{time}}',
      thisWeek: '{{day}} {{time}}',
      nextWeek: 'Next {{day}} {{time}}',
      date: '{{month}} {{date}} {{time}}',
      dateOtherYear: '{{month}} {{date}}, {{year}} {{time}}',
      weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    },
    http: httpMessagesEn,
    copySource: { wrongKey: 'The key is not correct!' },
  },
} as const;
