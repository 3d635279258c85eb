import { notBuiltYet } from '../../../runtime/plugin';

// The workbench screens of this area, spread into the plugin's components (../index.ts).
export const screens = {
  tools: notBuiltYet('workbench/tools'),
};
