import manifest from 'jimu:manifest';
import plugins from 'jimu:plugins';
import { boot } from './boot';

const root = document.getElementById('app');
if (root) boot({ manifest, plugins, root });
