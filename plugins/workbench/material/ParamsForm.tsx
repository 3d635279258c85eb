import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import type { Material } from './types';

export type ParamValues = Record<string, string | number | boolean>;

/** The defaults of a material's parameters. */
export const defaultsOf = (material: Material): ParamValues =>
  Object.fromEntries(
    Object.entries(material.params.properties).map(([key, spec]) => [key, spec.default ?? '']),
  );

/**
 * The 参数 tab: one input per parameter of the material's `params` (text, number,
 * switch, or a select for an enum), the server's field errors under each, and 按参数渲染.
 */
export function ParamsForm(props: {
  material: Material;
  values: ParamValues;
  errors: Record<string, string>;
  onChange: (values: ParamValues) => void;
  onRender: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(props.material.params.properties);
  if (entries.length === 0)
    return <Typography.Text type="tertiary">{t('workbench.material.noParams')}</Typography.Text>;
  const set = (key: string, value: string | number | boolean) =>
    props.onChange({ ...props.values, [key]: value });
  return (
    <div className="wb-material-params">
      {entries.map(([key, spec]) => {
        const id = `material-param-${key}`;
        const value = props.values[key];
        let input: JSX.Element;
        if (spec.enum)
          input = (
            <Select
              aria-labelledby={`${id}-label`}
              value={value as string}
              onChange={(v) => set(key, v as string)}
              optionList={spec.enum.map((option) => ({ value: option as string, label: String(option) }))}
              style={{ width: '100%' }}
            />
          );
        else if (spec.type === 'boolean')
          input = (
            <Switch
              id={id}
              aria-label={spec.title ?? key}
              checked={value === true}
              onChange={(v) => set(key, v)}
            />
          );
        else if (spec.type === 'number' || spec.type === 'integer')
          input = (
            <InputNumber
              id={id}
              value={value as number}
              onChange={(v) => set(key, Number(v))}
              style={{ width: '100%' }}
            />
          );
        else input = <Input id={id} value={String(value ?? '')} onChange={(v) => set(key, v)} />;
        return (
          <div key={key} className="wb-material-param">
            <label htmlFor={id} id={`${id}-label`}>
              {spec.title ?? key}
            </label>
            {input}
            {props.errors[key] && (
              <Typography.Text type="danger" size="small" data-field-error={key}>
                {props.errors[key]}
              </Typography.Text>
            )}
          </div>
        );
      })}
      <Button onClick={props.onRender} loading={props.busy}>
        {t('workbench.material.applyParams')}
      </Button>
    </div>
  );
}
