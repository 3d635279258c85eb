// The workbench screens of this area, spread into the plugin's components (../index.ts). Both come
// from one module: the form designer is one lazy chunk. Each loader names its module itself,
// so the build's route map finds it (scripts/build/pluginModules.ts).
export const screens = {
  formMarker: () => import('./designerScreens').then((m) => ({ default: m.FormMarker })),
  formEditor: () => import('./designerScreens').then((m) => ({ default: m.FormEditor })),
};
