import type { BodyRules } from '../bodyCheck';

/** Bodies of the workbench's Projects calls. */
export const WORKBENCH_PROJECTS_BODIES: BodyRules = {};
