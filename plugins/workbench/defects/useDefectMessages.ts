import { useAreaMessages } from '../shared/areaMessages';
import { defectMessages } from './messages';

/** The workbench strings plus `workbench.defect.*` (zh and en). */
export const useDefectMessages = () => useAreaMessages('defect', defectMessages);
