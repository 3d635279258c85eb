import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromJimu, toJimu } from '../model';
import { formsOfPage, readPageForm, writePageForm } from './pageForm';

const PAGES = join(process.cwd(), 'config', 'pages');
const pages = readdirSync(PAGES).filter((f) => f.endsWith('.yaml'));
const empty = { zh: {}, en: {} };

describe('#15.2 §5.9 import → export of page forms', () => {
  it('finds the forms of the sample pages', () => {
    const found = pages.flatMap((file) =>
      formsOfPage(readFileSync(join(PAGES, file), 'utf8')).map((kind) => `${file}:${kind}`),
    );
    expect(found).toContain('users.yaml:edit');
    expect(found).toContain('users.yaml:search');
    expect(found).toContain('personalPassword.yaml:form');
    expect(found.length).toBeGreaterThan(12);
  });

  for (const file of pages) {
    it(`${file}: every form, imported into the designer and exported unchanged, gives the byte-identical file`, () => {
      const text = readFileSync(join(PAGES, file), 'utf8');
      for (const kind of formsOfPage(text)) {
        const form = readPageForm(text, kind);
        if (!form) throw new Error(`${file} has no ${kind} form`);
        const back = toJimu(fromJimu(form, empty, `page.${file}`));
        expect(back).toEqual(form);
        expect(writePageForm(text, kind, back)).toBe(text);
      }
    });
  }

  it('a changed form rewrites only its own lines: comments, flow style and the schema line stay', () => {
    const text = readFileSync(join(PAGES, 'users.yaml'), 'utf8');
    const form = readPageForm(text, 'edit');
    if (!form) throw new Error('no edit form');
    const doc = fromJimu(form, empty, 'page.users');
    const phone = doc.nodes.find((n) => n.key === 'phone');
    if (!phone) throw new Error('no phone');
    phone.required = true;
    phone.schema = { ...phone.schema, format: 'phone' };
    const out = writePageForm(text, 'edit', toJimu(doc));
    const before = text.split('\n');
    const after = out.split('\n');
    expect(after[0]).toBe('# yaml-language-server: $schema=../../schemas/page.schema.json');
    expect(out).toContain(
      '# Asked for when a user is created; left out of the edit form of an existing user.',
    );
    expect(out).toContain('required: [username, email, roles, phone]');
    expect(out).toMatch(
      /phone: \{ ?type: string, title: field.phone, pattern: '\^1\\d\{10\}\$', format: phone ?\}/,
    );
    expect(after.length).toBe(before.length);
    expect(after.filter((line, i) => line !== before[i])).toHaveLength(2);
    expect(readPageForm(out, 'edit')?.schema.required).toEqual(['username', 'email', 'roles', 'phone']);
  });
});
