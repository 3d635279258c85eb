import Switch from '@douyinfe/semi-ui/lib/es/switch';
import { useEffect, useState } from 'react';
import type { CellProps } from './CellContext';

/**
 * `switch`: flipping it saves `{ [field]: checked }` through `provider.update` at once. It is
 * disabled without write permission (`canEdit`) or without a field to save. While saving it
 * spins; if the save fails it flips back — the http client has already shown why — so what the
 * switch shows is always what the server holds.
 *
 * @example
 * // cell: switch  (the page passes field, canEdit, provider, resource, rowKey)
 */
export function SwitchCell({ value, row, context }: CellProps) {
  const [checked, setChecked] = useState(Boolean(value));
  const [saving, setSaving] = useState(false);
  useEffect(() => setChecked(Boolean(value)), [value]);
  const { field, canEdit, provider, resource, rowKey } = context;

  const onChange = async (next: boolean) => {
    if (!field) return;
    setChecked(next);
    setSaving(true);
    try {
      await provider.update(resource, row[rowKey] as string | number, { [field]: next });
      context.onSaved();
    } catch {
      setChecked(!next);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Switch
      size="small"
      checked={checked}
      loading={saving}
      disabled={!canEdit || !field || saving}
      onChange={(next) => void onChange(next)}
      aria-label={field}
    />
  );
}
