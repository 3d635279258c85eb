const KEY = 'jimu-demo-cardDrag';

/** The saved card order (ids), or undefined when none is saved or it is unreadable. */
export function readOrder(): string[] | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveOrder(ids: readonly string[] | undefined): void {
  try {
    if (ids) localStorage.setItem(KEY, JSON.stringify(ids));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the order simply is not kept.
  }
}

/**
 * `items` in the saved order: known ids first as saved, then any new ones in their own order, so a
 * changed list never loses a card.
 *
 * @example applyOrder([{ id: 'a' }, { id: 'b' }], ['b', 'a']) // [{ id: 'b' }, { id: 'a' }]
 */
export function applyOrder<T extends { id: string }>(items: T[], order: readonly string[] | undefined): T[] {
  if (!order) return items;
  const byId = new Map(items.map((item) => [item.id, item]));
  const saved = order.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  return [...saved, ...items.filter((item) => !order.includes(item.id))];
}
