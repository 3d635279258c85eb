import type { BodyRules } from '../bodyCheck';

/** Bodies of the workbench's Designer calls. */
export const WORKBENCH_DESIGNER_BODIES: BodyRules = {};
