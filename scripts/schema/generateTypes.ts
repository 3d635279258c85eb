/**
 * `npm run gen:types`: writes schemas/types.gen.ts from the schemas. Run it after every schema
 * change; scripts/schema/renderTypes.test.ts fails while the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderTypes, typesFile } from './renderTypes';

const target = fileURLToPath(new URL(`../../${typesFile}`, import.meta.url));
const source = await renderTypes();
writeFileSync(target, source);
console.log(`wrote ${typesFile} (${source.split('\n').length} lines)`);
