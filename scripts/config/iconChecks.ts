import type { CheckContext } from './checkContext';
import { isRecord } from './guards';
import { parsePointer } from './jsonPointer';
import { didYouMean } from './suggest';

/**
 * Every value the schemas mark `x-icon` names a Semi icon in kebab case, or — when its object says
 * `isCustomSvg: true` — a file config/icons/<name>.svg.
 *
 * @example
 * checkIcons(ctx); // "unknown icon 'usr' — did you mean 'user'?"
 */
export function checkIcons(ctx: CheckContext): void {
  const custom = new Set(ctx.files.customIcons);
  for (const use of ctx.annotations) {
    if (use.kind !== 'icon') continue;
    const path = parsePointer(use.pointer);
    if (isRecord(use.parent) && use.parent.isCustomSvg === true) {
      if (custom.has(use.value)) continue;
      const message = `custom icon '${use.value}' not found: no config/icons/${use.value}.svg`;
      use.doc.reportAt(path, 'value', 'missing-custom-svg', message);
    } else if (!ctx.semiIcons.has(use.value)) {
      const message = `unknown icon '${use.value}': not a Semi icon${didYouMean(use.value, ctx.semiIcons)}`;
      use.doc.reportAt(path, 'value', 'unknown-icon', message);
    }
  }
}
