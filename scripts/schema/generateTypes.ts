/**
 * `npm run gen:types`: writes schemas/types.gen.ts and docs/config-schemas.md from the schemas.
 * Run it after every schema change; renderTypes.test.ts and renderReference.test.ts fail while
 * either committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { referenceFile, renderReference } from './renderReference';
import { renderTypes, typesFile } from './renderTypes';
import { renderServerRouteValidator, serverRouteValidatorFile } from './serverRouteValidator';

const outputs: [string, string][] = [
  [typesFile, await renderTypes()],
  [referenceFile, renderReference()],
  [serverRouteValidatorFile, await renderServerRouteValidator()],
];
for (const [file, content] of outputs) {
  writeFileSync(fileURLToPath(new URL(`../../${file}`, import.meta.url)), content);
  console.log(`wrote ${file} (${content.split('\n').length} lines)`);
}
