import { useAreaMessages } from '../shared/areaMessages';
import { en, zh } from './ruleMessages';

/** The rule screen's strings (`workbench.ruleset.…`) plus the shared workbench ones. */
export const useRuleMessages = () => useAreaMessages('ruleset', { zh, en });
