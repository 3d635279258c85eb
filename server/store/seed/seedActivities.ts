type Row = Record<string, unknown>;

/** The seed's "YYYY-MM-DD HH:mm:ss" (UTC) as the ISO time the server's own log entries carry. */
const iso = (time: unknown) => new Date(`${String(time).replace(' ', 'T')}Z`).toISOString();

/**
 * The workplace's activity feed as a fresh console starts with it: replayed
 * from what the seed already records — each defect's report and the status changes of its
 * history, each document's saved revisions — so the feed, its links and the recent projects agree
 * with the screens they open. No random draws: nothing else in the seed moves.
 *
 * @example
 * seedActivities(defects, documents)[0]; // { id: 1, at, user, projectId, kind: 'defect.create', targetId, summary }
 */
export function seedActivities(defects: Row[], documents: Row[]): Row[] {
  const entries: Omit<Row, 'id'>[] = [];
  for (const defect of defects) {
    const base = { projectId: defect.projectId, targetId: defect.id };
    entries.push({
      ...base,
      at: iso(defect.createTime),
      user: defect.reporter,
      kind: 'defect.create',
      summary: `reported defect #${defect.id}`,
    });
    for (const step of (defect.history as Row[] | undefined) ?? []) {
      entries.push({
        ...base,
        at: iso(step.at),
        user: step.by,
        kind: `defect.${String(step.field)}`,
        summary: `defect #${defect.id} ${String(step.from)} → ${String(step.to)}`,
      });
    }
  }
  for (const doc of documents) {
    for (const revision of (doc.revisions as Row[] | undefined) ?? []) {
      entries.push({
        projectId: doc.projectId,
        targetId: doc.id,
        at: iso(revision.at),
        user: revision.author,
        kind: 'document.save',
        summary: `saved document ${String(doc.title)} v${String(revision.version)}`,
      });
    }
  }
  // Oldest first, as the server appends: the feed reads the tail.
  return entries
    .sort((a, b) => String(a.at).localeCompare(String(b.at)) || Number(a.targetId) - Number(b.targetId))
    .map((entry, index) => ({ id: index + 1, ...entry }));
}
