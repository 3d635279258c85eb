// The workbench screens of this area, spread into the plugin's components (../index.ts). Both come
// from one module: the form designer (§5.9) is one lazy chunk.
const load = () => import('./designerScreens');

export const screens = {
  formMarker: () => load().then((m) => ({ default: m.FormMarker })),
  formEditor: () => load().then((m) => ({ default: m.FormEditor })),
};
