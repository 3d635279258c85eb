// The workbench screens of this area, spread into the plugin's components (../index.ts).
export const screens = {
  defects: () => import('./DefectScreen'),
};
