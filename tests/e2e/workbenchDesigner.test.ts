import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyboardSensorListening } from './support/dndKeyboard';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { type RunningConsole, startConsole } from './support/startConsole';
import { type OpenOptions, openSignedIn } from './support/useConsole';

/** Server round trips (a validator compiled, a page read) may take seconds on a busy machine. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 });

// The form designer under `jimu serve`: a form built by mouse and by keyboard, its schema
// and uiSchema, the preview refusing an empty required field, text views editable both ways, the
// undo/redo chain, a page form imported and its apply diff, and the read-only account.
describe('#15.1 #15.2 #15.5 form designer in Chromium (§5.9)', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  const errors: string[] = [];
  /** The forms of the JIMU project. */
  const FORMS = '/workbench/project/form_marker/index?projectId=0';
  /**
   * Replaces the file's one page by a new context's, opened on `hashPath` signed in as admin (or
   * `options.account`) from the stored session; its errors join `errors`.
   */
  const reopen = async (hashPath: string, options: Omit<OpenOptions, 'errors'> = {}) => {
    await page?.context().close();
    page = await openSignedIn(browser, app, hashPath, { ...options, errors });
    page.setDefaultTimeout(30_000);
  };

  beforeAll(async () => {
    [app, browser] = await Promise.all([startConsole(), launchBrowser()]);
    await reopen(FORMS);
    // Builds the sample console unless a build of the same content is kept (a fresh build takes 20-30 s on a
    // loaded 2-core machine) while Chromium starts, then opens the page.
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const canvas = () => page.getByTestId('dz-canvas');
  const node = (key: string) => canvas().locator(`[data-node="${key}"]`);
  const keys = () =>
    canvas()
      .locator('[data-node]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-node')));
  const newForm = async (name: string) => {
    await page.goto(`${app.url}/#${FORMS}`);
    await page.getByRole('button', { name: '新建表单' }).click();
    await page.getByLabel('表单名称').fill(name);
    await page.getByRole('button', { name: '创建并设计' }).click();
    await canvas().waitFor();
  };
  const drag = async (from: Locator, to: Locator) => {
    const a = await from.boundingBox();
    if (!a) throw new Error('nothing to drag');
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 4, { steps: 3 });
    const b = await to.boundingBox();
    if (!b) throw new Error('nowhere to drop');
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
    await page.mouse.up();
  };
  const prop = async (label: string, value: string) => {
    const input = page.getByTestId('dz-props').getByLabel(label, { exact: true });
    await input.fill(value);
    await input.press('Enter');
  };
  const view = (name: string) => page.locator('.dz-bar').getByText(name, { exact: true }).click();
  const jsonOf = async (which: 'schema' | 'uiSchema') =>
    JSON.parse(await page.getByTestId(`dz-json-${which}`).locator('.cm-content').innerText());
  /** Title, required and options of the fields both build tests make. */
  const describeFields = async () => {
    await node('text').locator('.dz-node-label').click();
    await prop('字段名', 'title');
    await prop('标题（中文）', '标题');
    await prop('标题（英文）', 'Title');
    await page.getByTestId('dz-props').getByText('必填', { exact: true }).click();
    await node('select').locator('.dz-node-label').click();
    await prop('字段名', 'status');
    const options = page.getByTestId('dz-options');
    for (const [label, value] of [
      ['值 1', 'draft'],
      ['中文 1', '草稿'],
      ['英文 1', 'Draft'],
      ['值 2', 'published'],
      ['中文 2', '已发布'],
      ['英文 2', 'Published'],
    ] as const) {
      await options.getByLabel(label, { exact: true }).fill(value);
      await options.getByLabel(label, { exact: true }).press('Tab');
    }
    await poll(() => node('status').innerText()).toContain('status');
  };
  const enumNames = (form: string) => ({
    'ui:enumNames': [`form.${form}.options.status.draft`, `form.${form}.options.status.published`],
  });

  it('#15.1 mouse: six widgets dragged onto the canvas, one required and one enum, give the expected schema and uiSchema; the preview refuses the empty required field', async () => {
    await newForm('f');
    const palette = page.getByTestId('dz-palette');
    for (const label of ['单行文本', '数字', '下拉选择', '日期', '开关', '多行文本']) {
      await drag(
        palette.getByRole('button', { name: label, exact: true }),
        canvas().locator('[data-zone="root"]'),
      );
    }
    await poll(keys).toEqual(['text', 'number', 'select', 'date', 'switch', 'textarea']);
    await describeFields();
    await view('JSON');
    await poll(() => jsonOf('schema')).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string', title: 'form.f.fields.title' },
        number: { type: 'number' },
        status: { type: 'string', enum: ['draft', 'published'] },
        date: { type: 'string', format: 'date' },
        switch: { type: 'boolean' },
        textarea: { type: 'string' },
      },
      required: ['title'],
    });
    expect(await jsonOf('uiSchema')).toEqual({
      switch: { 'ui:widget': 'switch' },
      textarea: { 'ui:widget': 'textarea' },
      status: enumNames('f'),
    });
    await view('YAML');
    await poll(() => page.getByTestId('dz-yaml').locator('.cm-content').innerText()).toContain(
      'title: form.f.fields.title',
    );
    await view('预览');
    const preview = page.getByTestId('dz-preview');
    await preview.getByRole('button', { name: '提交' }).click();
    await poll(() => preview.locator('.jimu-form-field-invalid').first().innerText()).toContain(
      '标题为必填项',
    );
    await expect(preview.getByTestId('dz-preview-result').count()).resolves.toBe(0);
    await preview.getByLabel('标题').fill('你好');
    await preview.getByRole('button', { name: '提交' }).click();
    await poll(() => preview.getByTestId('dz-preview-result').innerText()).toContain('"title": "你好"');
    // Six widgets dragged and two fields described, then the JSON, YAML and preview views each waited on
    // (every wait up to 30 s, for server round trips on a busy machine): 7 s on a loaded 2-core machine.
  }, 90_000);

  it('#15.1 keyboard: widgets added with Enter, a field moved with Space, ArrowDown, Space (announced), saved with Ctrl+S', async () => {
    await newForm('kbd');
    const palette = page.getByTestId('dz-palette');
    for (const label of ['单行文本', '数字', '下拉选择', '日期', '开关', '多行文本']) {
      await palette.getByRole('button', { name: label, exact: true }).focus();
      await page.keyboard.press('Enter');
      // Enter adds below the selection: select the last one so the order stays the palette's.
    }
    await poll(keys).toEqual(['text', 'number', 'select', 'date', 'switch', 'textarea']);
    await page.getByRole('button', { name: '拖动 number' }).focus();
    await page.keyboard.press('Space');
    await poll(() => page.locator('[id^="DndLiveRegion"]').innerText()).toContain('已拿起字段 number');
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowDown');
    await poll(() => page.locator('[id^="DndLiveRegion"]').innerText()).toContain(
      'number 移到了 select 的位置',
    );
    await page.keyboard.press('Space');
    await poll(keys).toEqual(['text', 'select', 'number', 'date', 'switch', 'textarea']);
    await poll(() => page.locator('[id^="DndLiveRegion"]').innerText()).toContain('number 已放在');
    await describeFields();
    await page.keyboard.press('Control+s');
    await page.getByText('已保存（版本 2）').waitFor();
    await view('JSON');
    const schema = await jsonOf('schema');
    expect(Object.keys(schema.properties)).toEqual([
      'title',
      'status',
      'number',
      'date',
      'switch',
      'textarea',
    ]);
    expect(schema.required).toEqual(['title']);
    expect(schema.properties.status).toEqual({ type: 'string', enum: ['draft', 'published'] });
    expect((await jsonOf('uiSchema')).status).toEqual(enumNames('kbd'));
    // Six widgets added and one moved by keyboard, then saved and read back as JSON (every wait up to 30 s):
    // 2.7 s on a loaded 2-core machine.
  }, 90_000);

  it('#15.1 text ↔ canvas: a JSON edit shows on the canvas, invalid JSON keeps the last valid form with a marker, a canvas change rewrites the text', async () => {
    const editor = page.getByTestId('dz-json-schema').locator('.cm-content');
    await editor.click();
    await page.keyboard.press('Control+End');
    // Replace the whole schema with one that has a new field `summary`.
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(
      JSON.stringify({
        type: 'object',
        properties: { title: { type: 'string' }, summary: { type: 'string', maxLength: 80 } },
      }),
    );
    await poll(() => page.getByTestId('dz-text-state').getAttribute('data-valid')).toBe('true');
    await view('设计');
    await poll(keys).toEqual(['title', 'summary']);
    await view('JSON');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('{{');
    await poll(() => page.getByTestId('dz-text-state').innerText()).toContain('JSON 无法解析');
    await view('设计');
    await poll(keys).toEqual(['title', 'summary']);
    await node('summary').locator('.dz-node-label').click();
    await page.getByRole('button', { name: '删除字段' }).first().click();
    await view('JSON');
    await poll(async () => Object.keys((await jsonOf('schema')).properties)).toEqual(['title']);
    // Two JSON edits and a canvas change, each waited on (up to 30 s): 0.8 s on a loaded 2-core machine.
  }, 90_000);

  it('#15.1 undo/redo: Ctrl+Z twice then Ctrl+Shift+Z twice gives the same JSON; the whole redo chain walks back', async () => {
    await newForm('chain');
    const palette = page.getByTestId('dz-palette');
    for (const label of ['单行文本', '数字', '开关'])
      await palette.getByRole('button', { name: label, exact: true }).click();
    await view('JSON');
    const before = await jsonOf('schema');
    await view('设计');
    await canvas().click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await poll(keys).toEqual(['text']);
    await expect(page.getByRole('button', { name: '重做' }).getAttribute('data-count')).resolves.toBe('2');
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+Shift+z');
    await poll(keys).toEqual(['text', 'number', 'switch']);
    await view('JSON');
    expect(await jsonOf('schema')).toEqual(before);
    await expect(page.getByRole('button', { name: '重做' }).isDisabled()).resolves.toBe(true);
    await view('设计');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '撤销' }).click();
    await poll(keys).toEqual([]);
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '重做' }).click();
    await poll(keys).toEqual(['text', 'number', 'switch']);
    // A new form, three widgets and ten undo and redo steps, each result waited on (up to 30 s): 1.9 s on a
    // loaded 2-core machine.
  }, 90_000);

  it('#15.2 a page form imported keeps its fields; a second key `username` is refused with the typed key kept; 应用到页面 shows the page diff and 0 errors', async () => {
    await page.goto(`${app.url}/#${FORMS}`);
    await page.getByRole('button', { name: '新建表单' }).click();
    await page.getByLabel('表单名称').fill('用户编辑');
    await page.getByText('页面现有表单').click();
    await page.locator('.semi-sidesheet .semi-select').click();
    await page.locator('.semi-select-option', { hasText: 'users · 编辑表单' }).click();
    // Semi's Select reports the choice once its list has closed.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '创建并设计' }).click();

    await poll(keys).toEqual(['username', 'password', 'email', 'phone', 'roles', 'departmentId', 'status']);
    await poll(() => node('username').innerText()).toContain('用户名');
    await node('email').locator('.dz-node-label').click();
    await prop('字段名', 'username');
    await poll(() => page.getByTestId('dz-props').getByRole('alert').innerText()).toContain(
      '同一分组里已有字段 username',
    );
    await expect(
      page.getByTestId('dz-props').getByLabel('字段名', { exact: true }).inputValue(),
    ).resolves.toBe('username');
    await prop('字段名', 'mail');
    await page.getByTestId('dz-props').getByText('必填', { exact: true }).click();
    await page.getByRole('button', { name: '应用到页面' }).click();
    const sheet = page.getByTestId('dz-apply');
    await poll(() => sheet.getByTestId('wb-validation').innerText()).toContain('0 个错误');
    await poll(() => sheet.getByTestId('wb-diff').innerText()).toContain('mail:');
    await poll(() => sheet.innerText()).toContain('JIMU 项目（示例控制台本身）只在 jimu dev 下可写');
    await page.locator('.semi-sidesheet-close').click();
    await page.keyboard.press('Control+s');
    await page.getByText('已保存（版本 2）').waitFor();
    // The material centre's insert: /workbench/form_editor?formId=…&material=<id> puts the
    // 手机号字段 material on the canvas (its key taken, so phone2) and leaves the address.
    const formId = new URL(page.url().replace('/#/', '/')).searchParams.get('formId');
    await page.goto(`${app.url}/#/workbench/form_editor?formId=${formId}&material=8`);
    await poll(keys).toEqual([
      'username',
      'password',
      'mail',
      'phone',
      'roles',
      'departmentId',
      'status',
      'phone2',
    ]);
    await poll(() => page.url()).not.toContain('material=');
    // The material's title key (field.phone) and its required flag came with it.
    await poll(() => node('phone2').innerText()).toMatch(/手机号\s*\*\s*phone2/);
    expect(errors).toEqual([]);
    // A page form imported and edited, applied with the server's validation and diff, saved, then a material
    // inserted (every wait up to 30 s): 2.6 s on a loaded 2-core machine.
  }, 90_000);

  it('#15.5 the test account sees the forms read-only: no writing button in the list or the editor, properties disabled, preview allowed', async () => {
    await reopen(FORMS, { account: 'test' });
    await page.locator('tr', { hasText: '用户编辑' }).waitFor();
    for (const name of ['新建表单', '导入 JSON', '复制', '应用到页面', '删除'])
      await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
    await page.locator('tr', { hasText: '用户编辑' }).getByRole('button', { name: '设计' }).click();
    await canvas().waitFor();
    await page.getByText('只读：你可以查看和预览这个表单，但不能修改').waitFor();
    for (const name of ['保存', '应用到页面', '撤销', '删除字段'])
      await expect(page.getByRole('button', { name }).count()).resolves.toBe(0);
    await expect(page.getByTestId('dz-palette').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^拖动/ }).count()).resolves.toBe(0);
    await node('username').locator('.dz-node-label').click();
    await expect(
      page.getByTestId('dz-props').getByLabel('字段名', { exact: true }).isDisabled(),
    ).resolves.toBe(true);
    await view('预览');
    await page.getByTestId('dz-preview').getByRole('button', { name: '提交' }).waitFor();
    // Opens the form list as test, then the editor and the preview (every wait up to 30 s): 1.6 s on
    // a loaded 2-core machine.
  }, 90_000);

  it('#15.1 at 390 px in English and dark mode: nothing clipped, the panes open as full-width sheets, the editor works', async () => {
    await reopen(FORMS, { viewport: { width: 390, height: 844 } });
    await page.evaluate(() => {
      localStorage.setItem('jimu-language', 'en');
      localStorage.setItem('jimu-dark-mode', 'true');
    });
    await page.reload();
    await page.locator('tr', { hasText: 'kbd' }).getByRole('button', { name: 'Design' }).click();
    const saved = ['title', 'status', 'number', 'date', 'switch', 'textarea'];
    await poll(keys).toEqual(saved);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await poll(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Properties' }).click();
    const sheet = page.locator('.semi-sidesheet-inner');
    await poll(async () => (await sheet.boundingBox())?.width).toBe(390);
    await sheet.getByText('Select a field on the canvas').waitFor();
    await sheet.locator('.semi-sidesheet-close').click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Widgets' }).click();
    await page.getByRole('button', { name: 'Date', exact: true }).click();
    await sheet.locator('.semi-sidesheet-close').click();
    await sheet.waitFor({ state: 'detached' });
    await poll(keys).toEqual([...saved, 'date2']);
    await page.locator('.dz-bar').getByText('Preview', { exact: true }).click();
    await page.getByTestId('dz-preview').getByRole('button', { name: 'Submit' }).waitFor();
    await poll(overflow).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('.dz-editor') as Element).backgroundColor,
      ),
    ).not.toBe('rgb(255, 255, 255)');
    // Opens the list afresh, loads it in English and dark mode and opens the editor, its sheets and the
    // preview (every wait up to 30 s): 3.2 s on a loaded 2-core machine.
  }, 90_000);
});
