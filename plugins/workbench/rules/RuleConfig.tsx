import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useState } from 'react';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { refusalOf } from '../shared/errors';
import { ExplainBox } from './ExplainBox';
import { RuleSheet } from './RuleSheet';
import { RuleTable } from './RuleTable';
import { fromFormValues } from './ruleForm';
import { problemsOf, type Rule, type RuleProblem } from './types';
import '../shared/workbench.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';

type Saved = { list: Rule[]; version: number };

/**
 * /workbench/project/gen_tpl/rule_config: the saved generation rules as an ordered working
 * copy (first match wins): enable, move, duplicate, edit in a side sheet, add, delete
 * (delete:system), then 保存规则 as a whole with its version. A refused save keeps the working copy
 * and marks each rule's problem; a save after someone else's offers theirs or overwriting. The
 * explain box beside it runs the working copy.
 */
export default function RuleConfig() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [saved, setSaved] = useState<Saved | undefined>();
  const [rules, setRules] = useState<Rule[]>([]);
  const [problems, setProblems] = useState<RuleProblem[]>([]);
  const [theirs, setTheirs] = useState<Saved | undefined>();
  const [editing, setEditing] = useState<{ index: number; rule: Rule } | undefined>();
  const [saving, setSaving] = useState(false);
  const take = useCallback((next: Saved) => {
    setSaved(next);
    setRules(next.list);
    setProblems([]);
    setTheirs(undefined);
  }, []);
  useEffect(() => {
    void http.get<Saved>('/workbench/rules/getList').then((a) => take(a.data));
  }, [http, take]);
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const dirty = saved !== undefined && JSON.stringify(saved.list) !== JSON.stringify(rules);
  const save = async (version = saved?.version) => {
    setSaving(true);
    try {
      take((await http.post<Saved>('/workbench/rules/save', { rules, version })).data);
      toast('success', t('workbench.ruleset.saved'));
    } catch (error) {
      const { data } = refusalOf(error);
      setProblems(problemsOf(data?.fieldErrors));
      if (data?.current) setTheirs(data.current as Saved);
    } finally {
      setSaving(false);
    }
  };
  const reset = () =>
    Modal.confirm({
      title: t('workbench.ruleset.reset'),
      content: t('workbench.ruleset.confirmReset'),
      onOk: async () => {
        take((await http.post<Saved>('/workbench/rules/reset', { version: saved?.version })).data);
        toast('success', t('workbench.ruleset.saved'));
      },
    });
  const freeId = (base: string) => {
    let n = 2;
    while (rules.some((r) => r.id === `${base}-${n}`)) n++;
    return `${base}-${n}`;
  };
  const add = () =>
    setEditing({
      index: rules.length,
      rule: fromFormValues({ id: freeId('rule'), enabled: true, columnName: '*' }),
    });
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <span className="wb-toolbar-group">
          {saved && (
            <Tag>
              {saved.version === 0
                ? t('workbench.ruleset.builtIn')
                : t('workbench.ruleset.version', { version: saved.version })}
            </Tag>
          )}
          {canWrite && dirty && <Tag color="orange">{t('workbench.ruleset.unsaved')}</Tag>}
        </span>
        {canWrite && (
          <span className="wb-toolbar-group">
            <Button onClick={add}>{t('workbench.ruleset.add')}</Button>
            {dirty && <Button onClick={() => saved && take(saved)}>{t('workbench.ruleset.discard')}</Button>}
            {canDelete && saved && saved.version > 0 && (
              <Button type="danger" onClick={reset}>
                {t('workbench.ruleset.reset')}
              </Button>
            )}
            <Button theme="solid" loading={saving} disabled={!dirty} onClick={() => void save()}>
              {t('workbench.ruleset.save')}
            </Button>
          </span>
        )}
      </div>
      {problems.length > 0 && (
        <Banner
          type="danger"
          data-testid="wb-rule-problems"
          description={problems
            .map((p) =>
              t('workbench.ruleset.problem', { index: p.index + 1, field: p.field, message: p.message }),
            )
            .join('\n')}
        />
      )}
      {theirs && (
        <Banner
          type="warning"
          description={t('workbench.ruleset.conflict', { version: theirs.version })}
          closeIcon={null}
        >
          <span className="wb-toolbar-group">
            <Button size="small" type="danger" onClick={() => void save(theirs.version)}>
              {t('workbench.ruleset.overwrite')}
            </Button>
            <Button size="small" onClick={() => take(theirs)}>
              {t('workbench.ruleset.takeTheirs')}
            </Button>
          </span>
        </Banner>
      )}
      <div className="wb-split" style={{ gridTemplateColumns: 'minmax(0, 1fr) minmax(260px, 380px)' }}>
        <RuleTable
          rules={rules}
          problems={problems}
          onChange={setRules}
          onEdit={canWrite ? (index) => setEditing({ index, rule: rules[index] }) : undefined}
          onDuplicate={
            canWrite
              ? (index) => {
                  const rule = rules[index];
                  const copy = { ...structuredClone(rule), id: freeId(rule.id) };
                  setRules([...rules.slice(0, index + 1), copy, ...rules.slice(index + 1)]);
                }
              : undefined
          }
          onRemove={canDelete ? (index) => setRules(rules.filter((_, i) => i !== index)) : undefined}
        />
        <ExplainBox rules={rules} />
      </div>
      {editing && (
        <RuleSheet
          rule={editing.rule}
          problems={problems.filter((p) => p.index === editing.index)}
          onClose={() => setEditing(undefined)}
          onApply={(rule) => {
            const next = [...rules];
            next.splice(editing.index, editing.index < rules.length ? 1 : 0, rule);
            setRules(next);
            setEditing(undefined);
          }}
        />
      )}
    </div>
  );
}
