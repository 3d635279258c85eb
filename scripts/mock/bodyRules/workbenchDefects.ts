import type { BodyRules } from '../bodyCheck';

/** Bodies of the workbench's Defects calls. */
export const WORKBENCH_DEFECTS_BODIES: BodyRules = {};
