type Row = Record<string, unknown>;

/** At most this many files hang on one defect. */
export const MAX_ATTACHMENTS = 10;

/**
 * A defect's attachments as a save sends them (upload ids, or the attachment records it read),
 * checked against the files `POST /upload` stored: each must exist, at most ten. Answers the
 * records kept on the defect ({id, name, url, type, size}) or the field error.
 *
 * @example
 * checkAttachments(['3f…'], uploads); // { attachments: [{ id: '3f…', name: 'shot.png', url: '/mock-assets/uploads/3f…', … }] }
 */
export function checkAttachments(value: unknown, uploads: Row[]): { attachments?: Row[]; error?: string } {
  if (!Array.isArray(value)) return { error: '附件须为上传文件的列表' };
  if (value.length > MAX_ATTACHMENTS) return { error: `附件最多 ${MAX_ATTACHMENTS} 个` };
  const attachments: Row[] = [];
  for (const item of value) {
    const id = typeof item === 'string' ? item : (item as Row | null)?.id;
    const upload = uploads.find((u) => u.id === id);
    if (!upload) return { error: `附件 ${String(id)} 不存在：请先上传` };
    if (!attachments.some((a) => a.id === id))
      attachments.push({
        id: upload.id,
        name: upload.name,
        url: upload.url,
        type: upload.type,
        size: upload.size,
      });
  }
  return { attachments };
}
