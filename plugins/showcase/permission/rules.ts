import type { RoutePermission } from '../../../runtime/access';

/** The twelve rules of the permission demo, numbered as the spec numbers them. */
export const RULES: { n: number; rule: RoutePermission }[] = [
  { n: 1, rule: ['Admin'] },
  { n: 2, rule: { roles: ['Admin'], mode: 'except' } },
  { n: 3, rule: ['Editor'] },
  { n: 4, rule: { roles: ['Editor'], mode: 'except' } },
  { n: 5, rule: { roles: ['Admin', 'Editor'], mode: 'allOf' } },
  { n: 6, rule: ['Test'] },
  { n: 7, rule: { permissions: ['read:system'] } },
  { n: 8, rule: { permissions: ['write:system'] } },
  { n: 9, rule: { permissions: ['delete:system'] } },
  { n: 10, rule: { permissions: ['delete:system'], mode: 'except' } },
  { n: 11, rule: { roles: ['Admin'], permissions: ['delete:system'] } },
  { n: 12, rule: { roles: ['Editor'], permissions: ['read:system'], mode: 'allOf' } },
];

/** A rule as the spec writes it: `['Admin']`, `{roles:[Admin],mode:except}`. */
export function ruleText(rule: RoutePermission): string {
  if (Array.isArray(rule)) return `['${rule.join("', '")}']`;
  const parts: string[] = [];
  if (rule.roles) parts.push(`roles:[${rule.roles.join(',')}]`);
  if (rule.permissions) parts.push(`permissions:[${rule.permissions.join(',')}]`);
  if (rule.mode) parts.push(`mode:${rule.mode}`);
  return `{${parts.join(',')}}`;
}
