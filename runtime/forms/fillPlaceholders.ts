/** Fills `{name}` placeholders. @example fillNamed('{label}: {limit}', { label: 'Roles', limit: 1 }); */
export function fillNamed(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Fills `%s` placeholders in order. @example fill('%s is required', 'Name'); // 'Name is required' */
export function fill(template: string, ...args: unknown[]): string {
  let next = 0;
  return template.replace(/%s/g, () => String(args[next++] ?? ''));
}
