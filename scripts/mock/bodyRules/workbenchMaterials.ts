import type { BodyRules } from '../bodyCheck';

/** Bodies of the workbench's Materials calls. */
export const WORKBENCH_MATERIALS_BODIES: BodyRules = {};
