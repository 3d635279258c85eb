import { useAreaMessages } from '../shared/areaMessages';
import { en, zh } from './tplMessages';

/** The template screens' strings (`workbench.tpl.…`) plus the shared workbench ones. */
export const useTplMessages = () => useAreaMessages('tpl', { zh, en });
