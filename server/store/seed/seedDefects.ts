import { createSeededRandom } from './seededRandom';

type Row = Record<string, unknown>;

// Drawn from a random source of their own, so the shared one (and every collection after the
// defects) draws exactly as it did before these fields existed.
const OWN_SEED = 20240101 + 514;

/** The seed's first status names mapped onto the defect flow. */
const STATUS_OF: Record<string, string[]> = {
  open: ['new', 'confirmed'],
  fixing: ['in_progress', 'reopened'],
  resolved: ['resolved', 'verified'],
  closed: ['closed'],
};

/** The transitions that lead from `new` to a status, as the history records them. */
const PATHS: Record<string, string[]> = {
  new: [],
  confirmed: ['confirmed'],
  in_progress: ['confirmed', 'in_progress'],
  resolved: ['confirmed', 'in_progress', 'resolved'],
  verified: ['confirmed', 'in_progress', 'resolved', 'verified'],
  closed: ['confirmed', 'in_progress', 'resolved', 'verified', 'closed'],
  reopened: ['confirmed', 'in_progress', 'resolved', 'reopened'],
};

const plusHours = (time: string, hours: number) =>
  new Date(new Date(`${time.replace(' ', 'T')}Z`).getTime() + hours * 3600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');

/**
 * The defects with the fields the defect screen shows: priority, description (steps, expected, actual), the
 * flow's status with a history that leads there, a resolution where the status needs one.
 *
 * @example
 * extendDefects(seedWorkbenchDefects)[0].history; // [{ at, by, field: 'status', from: 'new', to: 'confirmed' }, …]
 */
export function extendDefects(defects: Row[]): Row[] {
  const random = createSeededRandom(OWN_SEED);
  return defects.map((defect) => {
    const status = random.pick(STATUS_OF[String(defect.status)] ?? ['new']);
    const created = String(defect.createTime);
    const steps = PATHS[status];
    let from = 'new';
    const history = steps.map((to, index) => {
      const by = to === 'verified' || to === 'reopened' ? String(defect.reporter) : String(defect.assignee);
      const entry = {
        at: plusHours(created, (index + 1) * random.int(2, 30)),
        by,
        field: 'status',
        from,
        to,
        comment: to === 'reopened' ? '回归测试仍可复现' : '',
      };
      from = to;
      return entry;
    });
    const resolved = ['resolved', 'verified', 'closed'].includes(status);
    const last = history.at(-1)?.at ?? created;
    return {
      ...defect,
      status,
      priority: random.pick(['urgent', 'high', 'medium', 'medium', 'low']),
      description: `## 步骤\n\n1. 打开${defect.title}所在的列表\n2. 按条件查询并翻页\n\n## 期望\n\n列表正常显示。\n\n## 实际\n\n${defect.title}。`,
      resolution: resolved ? random.pick(['fixed', 'fixed', 'fixed', 'wont_fix', 'cannot_reproduce']) : null,
      duplicateOf: null,
      environment: random.pick(['Chrome 131 / macOS', 'Edge 131 / Windows 11', 'Safari 18 / iOS']),
      version: `1.${random.int(0, 4)}.${random.int(0, 9)}`,
      pageRef: random.pick(['/table', '/goods', '/userManagement', '/workbench/project']),
      taskId: null,
      attachments: [],
      history,
      updateTime: last,
      resolvedTime: resolved ? (history.find((h) => h.to === 'resolved')?.at ?? null) : null,
    };
  });
}
