import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, type TestBrowser } from './support/launchBrowser';
import { openShowcase, setLanguage } from './support/showcaseChecks';
import { type RunningConsole, startConsole } from './support/startConsole';
import { openSignedIn } from './support/useConsole';

// The showcase's echarts and workflow screens, as admin in Chromium.
describe('showcase: charts and workflow', () => {
  let app: RunningConsole;
  let browser: TestBrowser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startConsole();
    browser = await launchBrowser();
    page = await openSignedIn(browser, app, '/', { errors });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const showcase = (name: string) => page.locator(`[data-testid="showcase-${name}"]:visible`);
  /** Share of a canvas's pixels that are not transparent, read from a 2D copy of it. */
  const inkShare = (testId: string) =>
    showcase('echarts')
      .getByTestId(testId)
      .locator('canvas')
      .evaluate((canvas: HTMLCanvasElement) => {
        const copy = document.createElement('canvas');
        copy.width = canvas.width;
        copy.height = canvas.height;
        const context = copy.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(canvas, 0, 0);
        const { data } = context.getImageData(0, 0, copy.width, copy.height);
        let ink = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) ink += 1;
        return ink / (data.length / 4);
      });
  const pieLabel = () => showcase('echarts').getByTestId('showcase-echarts-pie').getAttribute('aria-label');

  it('#17.1 echarts 1: six canvases, each with more than 1% painted pixels; no axe serious/critical', async () => {
    await openShowcase(page, app.url, '/other/echarts', 'echarts');
    await expect.poll(() => showcase('echarts').locator('canvas').count()).toBe(6);
    for (const card of ['line', 'bar', 'pie', 'radar', 'gauge', 'funnel']) {
      await expect.poll(() => inkShare(`showcase-echarts-${card}`), { timeout: 8_000 }).toBeGreaterThan(0.01);
    }
    expect(await seriousViolations(page, { scope: '[data-testid="showcase-echarts"]' })).toEqual([]);
  });

  it('#17.1 echarts 2: the pie speaks its statuses in Chinese, then in English with no Chinese left', async () => {
    await expect.poll(pieLabel).toMatch(/已发布[\s\S]*草稿[\s\S]*已删除|已删除[\s\S]*草稿/);
    const zh = (await pieLabel()) ?? '';
    for (const word of ['已发布', '草稿', '已删除']) expect(zh).toContain(word);
    await setLanguage(page, 'en');
    await openShowcase(page, app.url, '/other/echarts', 'echarts');
    await expect.poll(pieLabel).toContain('Published');
    const en = (await pieLabel()) ?? '';
    for (const word of ['Published', 'Draft', 'Deleted']) expect(en).toContain(word);
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
    await setLanguage(page, 'zh');
  });

  it('#17.1 echarts 3: folding the side menu widens the line chart within 500 ms', async () => {
    await openShowcase(page, app.url, '/other/echarts', 'echarts');
    const line = showcase('echarts').getByTestId('showcase-echarts-line').locator('canvas');
    await expect.poll(() => line.count()).toBe(1);
    const before = await line.evaluate((canvas) => canvas.getBoundingClientRect().width);
    await page.locator('.jimu-fold-button, [data-testid="fold-button"]').first().click();
    await expect
      .poll(() => line.evaluate((canvas) => canvas.getBoundingClientRect().width), {
        timeout: 500,
        interval: 50,
      })
      .toBeGreaterThan(before);
    await page.locator('.jimu-fold-button, [data-testid="fold-button"]').first().click();
  });

  it('#17.1 echarts 4: closing its tab disposes every chart instance', async () => {
    await openShowcase(page, app.url, '/other/echarts', 'echarts');
    await expect.poll(() => page.locator('[_echarts_instance_]').count()).toBe(6);
    // Delete on a focused tab closes it (the tabs bar's keyboard).
    await page.locator('[role="tab"]', { hasText: '图表' }).focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => page.locator('[role="tab"]', { hasText: '图表' }).count()).toBe(0);
    await expect.poll(() => page.locator('[_echarts_instance_]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  const nodes = () => showcase('workflow').locator('.react-flow__node');
  const node = (text: string) => nodes().filter({ hasText: text });
  const edges = () => showcase('workflow').locator('.react-flow__edge');
  const zoom = () =>
    showcase('workflow')
      .locator('.react-flow__viewport')
      .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
  const dragBy = async (target: ReturnType<typeof node>, dx: number) => {
    const box = await target.boundingBox();
    if (!box) throw new Error('node not drawn');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
  };
  const saveBody = async () => {
    const request = page.waitForRequest((r) => r.url().endsWith('/workflow/doEdit'));
    await showcase('workflow').getByTestId('showcase-workflow-save').click();
    return (await request).postDataJSON() as {
      id: number;
      name: string;
      nodes: { id: string; type: string; x: number; y: number; text: string }[];
      edges: {
        id: string;
        type: string;
        source: string;
        target: string;
        sourceNodeId: string;
        targetNodeId: string;
        points: { x: number; y: number }[];
        text?: string;
      }[];
    };
  };

  it('#17.1 workflow 1: 6 nodes and 6 edges, labels Y and N, the seed texts; no axe serious/critical', async () => {
    await openShowcase(page, app.url, '/other/workflow', 'workflow');
    await expect.poll(() => nodes().count()).toBe(6);
    await expect.poll(() => edges().count()).toBe(6);
    const labels = await showcase('workflow').locator('[data-edge-label]').allTextContents();
    expect(labels.sort()).toEqual(['N', 'Y']);
    const texts = await nodes().allTextContents();
    for (const text of ['开始', '提交申请', '主管审批', '推送通知', '归档下载', '结束'])
      expect(texts.some((t) => t.includes(text))).toBe(true);
    expect(await seriousViolations(page, { scope: '[data-testid="showcase-workflow"]' })).toEqual([]);
  });

  it('#17.1 workflow 4, 5: dragging 主管审批 by +100 moves its saved x by 100; after a reload the same graph comes back', async () => {
    const before = await saveBody();
    const approveX = before.nodes.find((n) => n.id === 'node-approve')?.x ?? 0;
    await dragBy(node('主管审批'), 100 * (await zoom()));
    const body = await saveBody();
    const moved = body.nodes.find((n) => n.id === 'node-approve');
    expect(Math.abs((moved?.x ?? 0) - approveX - 100)).toBeLessThanOrEqual(1);
    expect(body).toMatchObject({ id: 1, name: '请假审批流程' });
    for (const n of body.nodes) expect(Object.keys(n).sort()).toEqual(['id', 'text', 'type', 'x', 'y']);
    // Edges in the seed's shape: both endpoint spellings, a polyline of at least two points.
    const ids = new Set(body.nodes.map((n) => n.id));
    for (const e of body.edges) {
      expect(e.type).toBe('polyline');
      expect(e.sourceNodeId).toBe(e.source);
      expect(e.targetNodeId).toBe(e.target);
      expect(ids.has(e.source) && ids.has(e.target)).toBe(true);
      expect(e.points.length).toBeGreaterThanOrEqual(2);
      for (const point of e.points) expect(point).toEqual({ x: expect.any(Number), y: expect.any(Number) });
    }
    expect(
      body.edges
        .map((e) => e.text)
        .filter(Boolean)
        .sort(),
    ).toEqual(['N', 'Y']);
    await page.reload();
    await showcase('workflow').waitFor();
    await expect.poll(() => nodes().count()).toBe(6);
    const again = await saveBody();
    expect(again.nodes).toEqual(body.nodes);
  });

  it('#17.1 workflow 2: palette 用户 adds a 7th node; connecting 提交申请 to it makes a 7th edge', async () => {
    await showcase('workflow').locator('[data-palette="user"]').click();
    await expect.poll(() => nodes().count()).toBe(7);
    const added = nodes().filter({ hasText: '用户' }).last();
    const from = await node('提交申请').locator('.react-flow__handle.source').boundingBox();
    const to = await added.locator('.react-flow__handle.target').boundingBox();
    if (!from || !to) throw new Error('handles not drawn');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => edges().count()).toBe(7);
  });

  it('#17.1 workflow 3, 7: Delete on 推送通知 removes it and its two edges; Ctrl+Z brings all back', async () => {
    const edgeCount = await edges().count();
    await node('推送通知').click();
    await page.keyboard.press('Delete');
    await expect.poll(() => nodes().count()).toBe(6);
    await expect.poll(() => edges().count()).toBe(edgeCount - 2);
    await page.keyboard.press('Control+z');
    await expect.poll(() => nodes().count()).toBe(7);
    await expect.poll(() => edges().count()).toBe(edgeCount);
  });

  it('#17.1 workflow 6: without 结束 the save is refused with a toast naming the end node; nothing is posted', async () => {
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/workflow/doEdit')) posted += 1;
    });
    await node('结束').click();
    await page.keyboard.press('Delete');
    await showcase('workflow').getByTestId('showcase-workflow-save').click();
    await page.getByText('流程缺少结束节点').first().waitFor();
    expect(posted).toBe(0);
    expect(errors).toEqual([]);
  });
});
