import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * Where axe looks: a CSS selector (the root of what is checked), or include and exclude lists as
 * axe takes them. The whole document when left out.
 */
export type AxeScope = string | { include?: string[][]; exclude?: string[][] };

export interface AxeOptions {
  scope?: AxeScope;
  /** Only these rules (e.g. `['color-contrast']`). */
  rules?: string[];
  /** Only the rules carrying one of these tags (e.g. {@link WCAG_A_AA}). */
  tags?: string[];
}

/** axe's tags of the WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One serious or critical axe rule that failed, with the nodes it failed on. */
export interface AxeFinding {
  id: string;
  impact: 'serious' | 'critical';
  /** Each failing node as axe's CSS path (frames joined by a space). */
  targets: string[];
  /** Why each node failed, in axe's words; for colour contrast, the two colours and their ratio. */
  why: string[];
}

/**
 * Loads axe-core into every document `page` opens from now on, as the document starts (its main
 * frame only: a page's frames are checked as the page's content, not as pages of their own), so a
 * sweep that opens page after page does not wait for axe to load after each.
 *
 * @example await preloadAxe(page); await page.goto(url); await axeFindings(page);
 */
export async function preloadAxe(page: Page): Promise<void> {
  const source = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
  await page.addInitScript({ content: `if (window === window.top) {\n${source}\n}` });
}

/**
 * axe-core's serious and critical violations in the page as it stands, as findings (axe is
 * injected the first time a document is checked). Moderate and minor ones are left out.
 *
 * @example const findings = await axeFindings(page, { tags: WCAG_A_AA });
 */
export async function axeFindings(
  page: Page,
  { scope, rules, tags }: AxeOptions = {},
): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  }
  const context = typeof scope === 'string' ? { include: [[scope]] } : (scope ?? null);
  const runOnly = rules ? { type: 'rule', values: rules } : tags ? { type: 'tag', values: tags } : null;
  const violations = await page.evaluate(
    async ([where, only]) => {
      type Axe = { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> };
      const { axe } = window as unknown as { axe: Axe };
      const options = { resultTypes: ['violations'], ...(only ? { runOnly: only } : {}) };
      const context = where
        ? { include: where.include ?? [['html']], exclude: where.exclude ?? [] }
        : document;
      type Check = { message: string; data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } };
      const violations = (await axe.run(context, options)).violations as {
        id: string;
        impact: string;
        nodes: { target: string[]; any: Check[]; all: Check[]; none: Check[] }[];
      }[];
      // What the test reads, and nothing else, crosses back.
      return violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target, any, all, none }) => {
          const check = [...any, ...all, ...none][0];
          const data = check?.data;
          const why = data?.fgColor
            ? `${data.fgColor} on ${data.bgColor} ${data.contrastRatio}:1`
            : (check?.message ?? '');
          return { target, why };
        }),
      }));
    },
    [context, runOnly] as const,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact as AxeFinding['impact'],
      targets: v.nodes.map((n) => n.target.join(' ')),
      why: v.nodes.map((n) => n.why),
    }));
}

/**
 * axe-core's serious and critical violations in the page as it stands, one line per rule:
 * `impact rule: node, node…`. An empty list is a page with none.
 *
 * @example expect(await seriousViolations(page, { scope: '[data-testid="showcase-card"]' })).toEqual([]);
 */
export async function seriousViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  return (await axeFindings(page, options)).map((f) => `${f.impact} ${f.id}: ${f.targets.join(', ')}`);
}
