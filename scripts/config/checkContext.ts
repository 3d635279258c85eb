import type { ConfigFiles } from './loadConfigFiles';
import type { Annotation } from './schemaValidator';
import type { SourceDocument } from './sourceDocument';

/** An annotated value together with the document it was found in. */
export interface LocatedAnnotation extends Annotation {
  doc: SourceDocument;
}

/**
 * What every cross check reads: the parsed files, the i18n keys and icon names the schemas marked,
 * and the plugins in effect. Built once by loadAndValidate.
 */
export interface CheckContext {
  files: ConfigFiles;
  annotations: LocatedAnnotation[];
  /** Plugins named in app.plugins, plus the always-on built-in `core`. */
  enabledPlugins: Set<string>;
  semiIcons: Set<string>;
}

/** The built-in plugin every console has: login, 403, 404… Its declaration is plugins/core/plugin.yaml. */
export const corePlugin = 'core';
