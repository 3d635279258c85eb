import type { BodyRules } from '../bodyCheck';

/** Bodies of the workbench's Generator calls. */
export const WORKBENCH_GENERATOR_BODIES: BodyRules = {};
