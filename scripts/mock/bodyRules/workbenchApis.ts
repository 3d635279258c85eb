import type { BodyRules } from '../bodyCheck';

/** Bodies of the workbench's Apis calls. */
export const WORKBENCH_APIS_BODIES: BodyRules = {};
