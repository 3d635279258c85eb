import Input from '@douyinfe/semi-ui/lib/es/input';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { type ComponentType, useState } from 'react';

interface IconChoiceProps {
  icons: Record<string, ComponentType>;
  value?: string;
  label: string;
  filterLabel: string;
  hint: string;
  onChange(icon: string): void;
}

/** A filterable grid of the icons the build bundled, each a toggle button drawn with its icon. */
export function IconChoice({ icons, value, label, filterLabel, hint, onChange }: IconChoiceProps) {
  const [filter, setFilter] = useState('');
  const names = Object.keys(icons)
    .sort()
    .filter((name) => name.includes(filter.trim().toLowerCase()));
  return (
    <div>
      <Input
        aria-label={filterLabel}
        placeholder={filterLabel}
        value={filter}
        onChange={setFilter}
        showClear
        style={{ marginBottom: 8 }}
      />
      <fieldset className="jimu-showcase-icon-grid" data-testid="showcase-dynamicMeta-icons">
        <legend className="jimu-showcase-icon-legend">{label}</legend>
        {names.map((name) => {
          const Icon = icons[name];
          return (
            <button
              key={name}
              type="button"
              className="jimu-showcase-icon-choice"
              aria-pressed={value === name}
              title={name}
              data-icon={name}
              onClick={() => onChange(name)}
            >
              <Icon />
              <span className="jimu-showcase-icon-name">{name}</span>
            </button>
          );
        })}
      </fieldset>
      <Typography.Paragraph type="tertiary" size="small" style={{ marginTop: 8 }}>
        {hint}
      </Typography.Paragraph>
    </div>
  );
}
