import { describe, expect, it } from 'vitest';
import { renderTemplate } from './renderTemplate';

describe('#14.5 Liquid templates rendered safely in a worker', () => {
  it('#14.5 renders with the workbench filters', async () => {
    const result = await renderTemplate(
      '{{ table.name | pascal }} {{ table.name | camel }} {{ table.name | kebab }}\n{{ page | to_yaml }}',
      {
        table: { name: 'order_items' },
        page: { kind: 'crud', title: 'x' },
      },
    );
    expect(result).toEqual({ output: 'OrderItems orderItems order-items\nkind: crud\ntitle: x\n' });
  });

  it('#14.5 an if without endif is an error at its line', async () => {
    const result = await renderTemplate('line one\n{% if page %}\nno end', { page: {} });
    expect(result).toMatchObject({ error: { line: 2, col: 1 } });
    expect((result as { error: { message: string } }).error.message).toContain('not closed');
  });

  it('#14.5 page.constructor renders empty (ownPropertyOnly)', async () => {
    expect(
      await renderTemplate('[{{ page.constructor }}][{{ page.toString }}]', { page: { kind: 'crud' } }),
    ).toEqual({ output: '[][]' });
  });

  it('#14.5 an endless loop is stopped after the hard timeout with 渲染超时', async () => {
    const started = Date.now();
    const result = await renderTemplate('{%- for i in (1..100000000) -%}{%- endfor -%}', {}, 2000);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(JSON.stringify(result)).toMatch(/渲染超时|limit/);
  });
});
