import { useEffect, useState } from 'react';
import { UnknownResultError } from '../data/providers/writeAnswer';
import type { CellProps } from './CellContext';
import './cells.css';

/**
 * `switch`: flipping it saves `{ [field]: checked }` through `provider.update` at once. It is
 * disabled without write permission (`canEdit`) or without a field to save. While saving it
 * spins; if the save fails it flips back — the http client has already shown why — and when its
 * result is unknown the list reloads too, so what the switch shows is always what the server
 * holds. A native `<button role="switch">` drawn like Semi's small Switch (its colour variables),
 * so a table's rows need no Semi for it.
 *
 * @example
 * // cell: switch  (the page passes field, canEdit, provider, resource, rowKey)
 */
export function SwitchCell({ value, row, context }: CellProps) {
  const [checked, setChecked] = useState(Boolean(value));
  const [saving, setSaving] = useState(false);
  useEffect(() => setChecked(Boolean(value)), [value]);
  const { field, canEdit, provider, resource, rowKey } = context;
  const disabled = !canEdit || !field || saving;

  const flip = async () => {
    if (!field || disabled) return;
    const next = !checked;
    setChecked(next);
    setSaving(true);
    try {
      await provider.update(resource, row[rowKey] as string | number, { [field]: next });
      context.onSaved();
    } catch (error) {
      setChecked(!next);
      // Whether the save happened is unknown: the reloaded list shows what the server holds.
      if (error instanceof UnknownResultError) context.onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <button
      type="button"
      role="switch"
      className="jimu-switch"
      aria-checked={checked}
      aria-disabled={disabled}
      aria-busy={saving || undefined}
      disabled={disabled}
      aria-label={field}
      onClick={() => void flip()}
    >
      <span className="jimu-switch-knob" />
    </button>
  );
}
