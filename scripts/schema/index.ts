export { createAjv, schemaId } from './createAjv';
export { formatWithBiome } from './formatWithBiome';
export { loadSchemas } from './loadSchemas';
export { referenceFile, renderReference } from './renderReference';
export { renderTypes, schemaTitles, typesFile } from './renderTypes';
export type { ConfigKind } from './schemaFiles';
export { configKinds, schemaFiles } from './schemaFiles';
export type { SchemaNode } from './walkSchema';
export { walkSchema } from './walkSchema';
