import { useAreaMessages } from '../shared/areaMessages';
import { en, zh } from './boardMessages';

/** The board area's strings (`workbench.board.…`) plus the shared workbench ones. */
export const useBoardMessages = () => useAreaMessages('board', { zh, en });
