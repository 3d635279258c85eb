import type { BodyRules } from '../bodyCheck';

/** Bodies of the workbench's Board calls. */
export const WORKBENCH_BOARD_BODIES: BodyRules = {};
