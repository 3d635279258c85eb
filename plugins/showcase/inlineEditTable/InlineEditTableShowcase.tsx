import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Rating from '@douyinfe/semi-ui/lib/es/rating';
import { type KeyboardEvent, useState } from 'react';
import { Permission } from '../../../runtime/access';
import { CellTag } from '../../../runtime/cells';
import { LoadFailed } from '../../../runtime/pages/crud';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { ShowcasePage } from '../shared/ShowcasePage';
import { ShowcasePager } from '../shared/ShowcasePager';
import { useShowcaseList } from '../shared/useShowcaseList';
import './inlineEdit.css';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../runtime/lib';

interface Row {
  id: number;
  title: string;
  status: 'published' | 'draft' | 'deleted';
  author: string;
  rate: number;
}
type Draft = Pick<Row, 'id' | 'title' | 'status' | 'rate'>;
const STATUSES: readonly Row['status'][] = ['published', 'draft', 'deleted'];
const COLORS = { published: 'green', draft: 'grey', deleted: 'red' } as const;
const WRITE = { permissions: ['write:system'] };

/**
 * `/vab/table/inlineEditTable`: one row at a time turns into fields; Enter or 保存
 * posts `POST /table/doEdit { id, title, status, rate }` with the row updated at once and put back
 * if the server refuses; Esc or 取消 restores it. Without write:system there is no 编辑.
 */
export default function InlineEditTableShowcase() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const rows = useShowcaseList<Row>('table', { pageNo: 1, pageSize: 20 });
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState('');
  const validate = (title: string) =>
    !title.trim()
      ? t('showcase.inlineEditTable.titleRequired')
      : title.length > 100
        ? t('showcase.inlineEditTable.titleLength')
        : '';
  const save = async () => {
    if (!draft) return;
    const problem = validate(draft.title);
    setError(problem);
    if (problem) return;
    const sent = draft;
    const before = rows.list.find((row) => row.id === sent.id);
    rows.setList((list) => list.map((row) => (row.id === sent.id ? { ...row, ...sent } : row)));
    setDraft(null);
    try {
      await http.post('/table/doEdit', sent);
      toast('success', t('showcase.inlineEditTable.saved'));
    } catch {
      // The http client showed why. The row goes back to what the server has, and its editor
      // reopens with what was typed (unless another row is being edited by now): nothing is lost.
      if (before) rows.setList((list) => list.map((row) => (row.id === before.id ? before : row)));
      setDraft((current) => current ?? sent);
    }
  };
  const cancel = () => {
    setDraft(null);
    setError('');
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') cancel();
  };
  return (
    <ShowcasePage
      name="inlineEditTable"
      reference="vab pro table/inlineEditTable.vue"
      source={() => import('./InlineEditTableShowcase.tsx?source')}
    >
      <section className="jimu-showcase-card">
        <form
          className="jimu-showcase-tags"
          onSubmit={(event) => {
            event.preventDefault();
            rows.setFilter({ title: search });
          }}
        >
          <Input
            aria-label={t('showcase.inlineEditTable.search')}
            placeholder={t('showcase.inlineEditTable.search')}
            value={search}
            onChange={setSearch}
            style={{ width: 220 }}
          />
          <Button htmlType="submit" theme="solid">
            {t('showcase.inlineEditTable.query')}
          </Button>
        </form>
      </section>
      <section className="jimu-showcase-card">
        {rows.status === 'error' ? (
          <LoadFailed error={rows.error} onRetry={rows.reload} />
        ) : (
          <div className="jimu-showcase-inline-scroll">
            <table className="jimu-showcase-inline" data-testid="showcase-inlineEditTable-table">
              <thead>
                <tr>
                  {(['index', 'title', 'status', 'author', 'rate', 'actions'] as const).map((column) => (
                    <th key={column} scope="col">
                      {t(`showcase.inlineEditTable.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.list.map((row, index) => {
                  const editing = draft?.id === row.id ? draft : null;
                  return (
                    <tr key={row.id} data-row-id={row.id} onKeyDown={editing ? keys : undefined}>
                      <td>{(rows.query.pageNo - 1) * rows.query.pageSize + index + 1}</td>
                      <td>
                        {editing ? (
                          <>
                            <Input
                              autoFocus
                              aria-label={t('showcase.inlineEditTable.columns.title')}
                              value={editing.title}
                              validateStatus={error ? 'error' : 'default'}
                              onChange={(title) => {
                                setDraft({ ...editing, title });
                                setError(validate(title));
                              }}
                              data-testid="showcase-inlineEditTable-title"
                            />
                            {error && (
                              <span className="jimu-showcase-inline-error" role="alert">
                                {error}
                              </span>
                            )}
                          </>
                        ) : (
                          <span data-testid="showcase-inlineEditTable-cell-title">{row.title}</span>
                        )}
                      </td>
                      <td>
                        {editing ? (
                          <select
                            className="jimu-showcase-select"
                            aria-label={t('showcase.inlineEditTable.columns.status')}
                            value={editing.status}
                            onChange={(event) =>
                              isOneOf(STATUSES, event.target.value) &&
                              setDraft({ ...editing, status: event.target.value })
                            }
                          >
                            {STATUSES.map((status) => (
                              <option key={status} value={status}>
                                {t(`showcase.inlineEditTable.status.${status}`)}
                              </option>
                            ))}
                          </select>
                        ) : (
                          <CellTag color={COLORS[row.status]}>
                            {t(`showcase.inlineEditTable.status.${row.status}`)}
                          </CellTag>
                        )}
                      </td>
                      <td>{row.author}</td>
                      <td>
                        {editing ? (
                          <Rating
                            size="small"
                            value={editing.rate}
                            onChange={(rate: number) => setDraft({ ...editing, rate })}
                            aria-label={t('showcase.inlineEditTable.columns.rate')}
                          />
                        ) : (
                          <span title={`${row.rate} / 5`}>{'★'.repeat(row.rate)}</span>
                        )}
                      </td>
                      <td>
                        {editing ? (
                          <span className="jimu-showcase-tags">
                            <Button
                              size="small"
                              theme="solid"
                              onClick={save}
                              data-testid="showcase-inlineEditTable-save"
                            >
                              {t('showcase.inlineEditTable.save')}
                            </Button>
                            <Button size="small" onClick={cancel}>
                              {t('showcase.inlineEditTable.cancel')}
                            </Button>
                          </span>
                        ) : (
                          <Permission rule={WRITE}>
                            <Button
                              size="small"
                              disabled={draft !== null}
                              onClick={() =>
                                setDraft({
                                  id: row.id,
                                  title: row.title,
                                  status: row.status,
                                  rate: row.rate,
                                })
                              }
                              data-testid="showcase-inlineEditTable-edit"
                            >
                              {t('showcase.inlineEditTable.edit')}
                            </Button>
                          </Permission>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <ShowcasePager
          page={rows.query.pageNo}
          pageSize={rows.query.pageSize}
          total={rows.total}
          pageSizes={[10, 20, 50]}
          onChange={rows.setPage}
        />
      </section>
    </ShowcasePage>
  );
}
