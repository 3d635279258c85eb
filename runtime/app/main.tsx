import manifest from 'jimu:manifest';
import { boot } from './boot';

const root = document.getElementById('app');
// The console half of the manifest and the plugins are chunks of their own, loaded with the
// signed-in user: the login screen does without them.
const loadConsole = async () => {
  const [part, plugins, pages] = await Promise.all([
    import('jimu:console'),
    import('jimu:plugins'),
    import('jimu:pages'),
  ]);
  return { manifest: part.default, plugins: plugins.default, pages: pages.default };
};
if (root) boot({ manifest, root, loadConsole });
