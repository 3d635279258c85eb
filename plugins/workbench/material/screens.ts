// The workbench screens of this area, spread into the plugin's components (../index.ts).
export const screens = {
  materialIndex: () => import('./MaterialIndex'),
  materialCreate: () => import('./MaterialCreate'),
  frontendGenerator: () => import('./frontend/FrontendGenerator'),
};
