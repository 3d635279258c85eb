import { definePlugin } from '../../runtime/plugin';

// The runtime's built-in screens, addressable from config as core/<name> (the demo table's /error
// pages use them). /login, /register, /callback, /403 and /404 themselves are always present.
export default definePlugin({
  name: 'core',
  components: {
    login: () => import('../../runtime/app/screens/LoginScreen'),
    register: () => import('../../runtime/app/screens/RegisterScreen'),
    callback: () => import('../../runtime/app/screens/CallbackScreen'),
    forbidden: () => import('../../runtime/pages/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })),
    notFound: () => import('../../runtime/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
  },
});
