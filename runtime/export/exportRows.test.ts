// @vitest-environment happy-dom
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import type { PageColumn } from '../../schemas/types.gen';
import { buildCsv } from './buildCsv';
import { buildXlsxSheet } from './buildXlsxSheet';
import { exportRows } from './exportRows';

const strings: Record<string, string> = {
  'field.id': 'ID',
  'field.title': '标题',
  'field.status': '状态',
  'field.pageViews': '浏览量',
  'field.img': '图片',
  'page.table.groupArticle': '文章',
  'page.table.groupStats': '统计',
  'option.draft': '草稿',
};
const t = (key: string) => strings[key] ?? key;

const columns: PageColumn[] = [
  { field: 'id', title: 'field.id', exportHeader: 'page.table.groupArticle' },
  { field: 'title', title: 'field.title', exportHeader: 'page.table.groupArticle' },
  {
    field: 'status',
    title: 'field.status',
    exportHeader: 'page.table.groupArticle',
    cell: { type: 'tag', labels: { draft: 'option.draft' } },
  },
  { field: 'img', title: 'field.img', hidden: true },
  { field: 'pageViews', title: 'field.pageViews', exportHeader: 'page.table.groupStats' },
  { field: 'id', title: 'field.actions', cell: 'actions' },
];
const rows = [
  { id: 1, title: 'say "hi", bye', status: 'draft', img: '/a.svg', pageViews: 300 },
  { id: 2, title: '=HYPERLINK("http://x")', status: 'published', img: null, pageViews: 4000 },
  { id: 3, title: '<img src=x onerror=alert(1)>\nline 2', status: 'draft', img: '/c.svg', pageViews: 12 },
];

/** Reads a produced .xlsx back: the sheet XML and the shared strings in order. */
async function readXlsx(blob: Blob) {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
  const shared = [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) =>
    m[1]
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );
  /** The text or number in one cell, e.g. cell('B2'). */
  const cell = (ref: string) => {
    const match = new RegExp(`<c r="${ref}"([^>]*)><v>([^<]*)</v></c>`).exec(sheet);
    if (!match) return undefined;
    return match[1].includes('t="s"') ? shared[Number(match[2])] : Number(match[2]);
  };
  return { sheet, cell, merges: [...sheet.matchAll(/<mergeCell ref="([^"]+)"\/>/g)].map((m) => m[1]) };
}

afterEach(() => vi.restoreAllMocks());

describe('export', () => {
  it('CSV starts with a BOM, quotes properly, keeps formulas as text and skips the actions column', () => {
    const csv = buildCsv({ columns, rows, t });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'ID,标题,状态,图片,浏览量',
      '1,"say ""hi"", bye",草稿,/a.svg,300',
      `2,"'=HYPERLINK(""http://x"")",published,,4000`,
      '3,"<img src=x onerror=alert(1)>\nline 2",草稿,/c.svg,12',
      '',
    ]);
  });

  it('CSV with a merged header writes group titles above their first column and every title below', () => {
    const [top, second] = buildCsv({ columns, rows, t, mergedHeader: true }).slice(1).split('\r\n');
    expect(top).toBe('文章,,,,统计');
    expect(second).toBe('ID,标题,状态,图片,浏览量');
  });

  it('xlsx with a merged header: one merged top cell per group, ungrouped titles over both rows', async () => {
    const sheet = buildXlsxSheet({ columns, rows, t, mergedHeader: true });
    const blob = await writeXlsxFile(sheet.data, { columns: sheet.columns }).toBlob();
    const { cell, merges } = await readXlsx(blob);
    expect(merges.sort()).toEqual(['A1:C1', 'D1:D2']);
    expect([cell('A1'), cell('D1'), cell('E1')]).toEqual(['文章', '图片', '统计']);
    expect([cell('A2'), cell('B2'), cell('C2'), cell('E2')]).toEqual(['ID', '标题', '状态', '浏览量']);
    expect([cell('A3'), cell('B3'), cell('C3'), cell('E3')]).toEqual([1, 'say "hi", bye', '草稿', 300]);
    expect(cell('B5')).toBe('<img src=x onerror=alert(1)>\nline 2');
    expect(cell('D4')).toBeUndefined();
    expect(cell('F1')).toBeUndefined();
  });

  it('exportRows downloads a .xlsx (writer loaded on demand) and a .csv under the given name', async () => {
    const clicked: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ name: this.download, blob: blobs.get(this.href) as Blob });
    });
    await exportRows({ columns, rows, format: 'xlsx', fileName: 'table', t, language: 'zh' });
    await exportRows({
      columns,
      rows: rows.slice(0, 1),
      format: 'csv',
      fileName: 'selected.csv',
      t,
      language: 'zh',
    });
    expect(clicked.map((c) => c.name)).toEqual(['table.xlsx', 'selected.csv']);
    const { cell, sheet } = await readXlsx(clicked[0].blob);
    expect(cell('A1')).toBe('ID');
    expect(cell('C3')).toBe('published');
    expect(sheet).toContain('<pane'); // the header row stays in view
    expect(await clicked[1].blob.text()).toContain('1,"say ""hi"", bye",草稿');
  });
});
