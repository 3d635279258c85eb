import manifest from 'jimu:manifest';
import plugins from 'jimu:plugins';
import { boot } from './boot';

const root = document.getElementById('app');
// The console half of the manifest is a chunk of its own: the login screen does without it.
if (root) boot({ manifest, plugins, root, loadConsole: () => import('jimu:console').then((m) => m.default) });
