import type { BodyRules } from '../bodyCheck';

/** Bodies of the workbench's Tools calls. */
export const WORKBENCH_TOOLS_BODIES: BodyRules = {};
