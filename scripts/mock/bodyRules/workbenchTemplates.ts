import type { BodyRules } from '../bodyCheck';

/** Bodies of the workbench's Templates calls. */
export const WORKBENCH_TEMPLATES_BODIES: BodyRules = {};
