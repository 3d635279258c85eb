import type { BodyRules } from '../bodyCheck';

/** Bodies of the workbench's Documents calls. */
export const WORKBENCH_DOCUMENTS_BODIES: BodyRules = {};
