import manifest from 'jimu:manifest';
import { boot } from './boot';

const root = document.getElementById('app');
// The signed-in console's parts load with the signed-in user: the login screen does without them.
const loadConsole = () => import('./consoleParts').then((m) => m.consoleParts);
if (root) boot({ manifest, root, loadConsole });
