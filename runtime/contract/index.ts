export type { ConsoleManifest, Manifest, ManifestRoute, PageLoaders } from './manifest';
