import Button from '@douyinfe/semi-ui/lib/es/button';
import { Form } from '@douyinfe/semi-ui/lib/es/form';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../../../runtime/plugin';
import { fromFormValues, type RuleFormValues, toFormValues } from './ruleForm';
import { JSON_TYPES, MATCH_FLAGS, type Rule, type RuleProblem, THEN_FLAGS, THEN_TEXTS } from './types';

/**
 * Edit one rule of the working copy: its conditions and the column fields it sets, in a
 * side sheet (full width under 992 px). 确定 changes the working copy only; the list is saved as
 * a whole. The problems the server found for this rule show under their fields.
 */
export function RuleSheet(props: {
  rule: Rule;
  problems: RuleProblem[];
  onClose: () => void;
  onApply: (rule: Rule) => void;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const initial = toFormValues(props.rule);
  const [values, setValues] = useState<RuleFormValues>(initial);
  const label = (key: string) => t(`workbench.ruleset.${key}`);
  const problemOf = (...fields: string[]) =>
    props.problems.find((p) => fields.some((f) => p.field === f || p.field.startsWith(`${f}.`)))?.message;
  const status = (...fields: string[]) => (problemOf(...fields) ? 'error' : 'default');
  const tri = (field: string, path: string) => (
    <Form.Select
      key={field}
      field={field}
      label={label(field)}
      style={{ width: '100%' }}
      validateStatus={status(path)}
      helpText={problemOf(path)}
      optionList={['any', 'yes', 'no'].map((v) => ({ value: v, label: label(v) }))}
    />
  );
  return (
    <SideSheet
      visible
      title={props.rule.id || label('add')}
      onCancel={props.onClose}
      width={narrow ? '100%' : 520}
    >
      <Form initValues={initial} onValueChange={(next: RuleFormValues) => setValues(next)}>
        <Form.Input field="id" label={label('id')} validateStatus={status('id')} helpText={problemOf('id')} />
        <Form.Input field="description" label={label('description')} />
        <Form.Switch field="enabled" label={label('enabled')} />
        <Form.Section text={label('when')}>
          <Form.Input
            field="columnName"
            label={label('columnName')}
            placeholder="*_status"
            validateStatus={status('match.columnName')}
            helpText={problemOf('match.columnName')}
          />
          <Form.Input
            field="dbTypes"
            label={label('dbTypes')}
            placeholder="varchar, *char*, int*"
            validateStatus={status('match.dbTypes')}
            helpText={problemOf('match.dbTypes')}
          />
          <Form.InputNumber field="lengthMin" label={label('lengthMin')} min={0} style={{ width: '100%' }} />
          <Form.InputNumber
            field="lengthMax"
            label={label('lengthMax')}
            min={0}
            style={{ width: '100%' }}
            validateStatus={status('match.length')}
            helpText={problemOf('match.length')}
          />
          {MATCH_FLAGS.map((flag) => tri(flag, `match.${flag}`))}
        </Form.Section>
        <Form.Section text={label('result')}>
          {problemOf('then') && <div className="semi-form-field-error-message">{problemOf('then')}</div>}
          <Form.Select
            field="jsonType"
            label={label('jsonType')}
            showClear
            style={{ width: '100%' }}
            optionList={JSON_TYPES.map((v) => ({ value: v, label: v }))}
          />
          {THEN_TEXTS.map((key) => (
            <Form.Input
              key={key}
              field={key}
              label={label(key)}
              validateStatus={status(`then.${key}`)}
              helpText={problemOf(`then.${key}`)}
            />
          ))}
          <Form.Select
            field="searchOperator"
            label={label('searchOperator')}
            showClear
            style={{ width: '100%' }}
            optionList={['eq', 'like'].map((v) => ({ value: v, label: v }))}
          />
          <Form.InputNumber
            field="width"
            label={label('width')}
            min={40}
            max={800}
            style={{ width: '100%' }}
            validateStatus={status('then.width')}
            helpText={problemOf('then.width')}
          />
          {THEN_FLAGS.map((flag) => tri(flag, `then.${flag}`))}
        </Form.Section>
      </Form>
      <div className="wb-toolbar-group" style={{ marginTop: 16 }}>
        <Button onClick={props.onClose}>{t('workbench.common.cancel')}</Button>
        <Button theme="solid" onClick={() => props.onApply(fromFormValues(values))}>
          {label('apply')}
        </Button>
      </div>
    </SideSheet>
  );
}
