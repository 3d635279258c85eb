import { useAreaMessages } from '../shared/areaMessages';
import { documentMessages } from './messages';

/** The workbench strings plus `workbench.document.*` (zh and en). */
export const useDocumentMessages = () => useAreaMessages('document', documentMessages);
