// The designer's document model: plain functions over plain data, no React, so the
// material centre and the mock server use the very code the designer uses.

export type { Place } from './formOps';
export {
  addNode,
  childrenOf,
  flatten,
  freeKey,
  KEY_PATTERN,
  keyProblem,
  locate,
  moveNode,
  removeNode,
  updateNode,
  withFreshIds,
} from './formOps';
export type { FormProblem } from './formProblem';
export { formProblem } from './formProblem';
export type { OptionRow, TextSlot } from './formTexts';
export { isI18nKey, optionsOf, setOptions, setText, textOf } from './formTexts';
export type {
  ContainerMemory,
  FormDoc,
  FormNode,
  FormStrings,
  JimuForm,
  Json,
  NodeKind,
  VisibleWhen,
} from './formTypes';
export { emptyDoc, fromJimu, kindOf, newNodeId, nodeFrom } from './fromJimu';
export type { FormFragment } from './insertFragment';
export { insertFragment, isFormFragment } from './insertFragment';
export type { PaletteGroup, PaletteItem } from './palette';
export { BUILT_IN_PALETTE, nodeOfItem, pluginPalette } from './palette';
export { nodeToJimu, toJimu } from './toJimu';
