import type { Manifest } from '../../runtime/contract/manifest';
import { loadAndValidate } from '../config/loadAndValidate';
import { normaliseConfig } from '../config/normaliseConfig';

/**
 * For tests: the sample console's config (config/), validated and normalised as `jimu build` does.
 *
 * @example const manifest = await testSampleManifest(); manifest.pages.users
 */
export async function testSampleManifest(): Promise<Manifest> {
  const result = await loadAndValidate('config');
  if (!result.config) throw new Error('the sample config does not validate');
  return normaliseConfig(result.config);
}
