import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Select } from '../../../runtime/forms';
import { usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { fieldErrorsOf, refusalOf } from '../shared/errors';
import type { Project } from '../shared/useProject';

type Gap = { key: string; language: string; known: Record<string, string>; where?: string };
const idOf = (gap: Gap) => `${gap.language}:${gap.key}`;

/**
 * i18n checker: a project's strings that a language lacks — used by the config or defined
 * in another table — each with what the other languages say; a translation typed in a row is added
 * to that language's file (comments kept) when the person may write the project.
 */
export function I18nCard() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const [projects, setProjects] = useState<Project[]>([]);
  const [projectId, setProjectId] = useState(0);
  const [gaps, setGaps] = useState<{ list: Gap[]; writable: boolean } | undefined>();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void http.get<{ list: Project[] }>('/workbench/project/getList').then((a) => setProjects(a.data.list));
  }, [http]);
  const check = async () => {
    setBusy(true);
    try {
      const answer = await http.get<{ list: Gap[]; writable: boolean }>('/workbench/tools/i18n', {
        projectId,
      });
      setGaps(answer.data);
    } finally {
      setBusy(false);
    }
  };
  const add = async (gap: Gap) => {
    const id = idOf(gap);
    try {
      await http.post(
        '/workbench/tools/i18n/add',
        { projectId, language: gap.language, strings: { [gap.key]: typed[id] ?? '' } },
        { showsRefusal: true },
      );
      setGaps((now) => now && { ...now, list: now.list.filter((g) => idOf(g) !== id) });
      setErrors(({ [id]: _gone, ...rest }) => rest);
    } catch (error) {
      const refusal = refusalOf(error);
      const field = fieldErrorsOf(error)[gap.key];
      setErrors((now) => ({ ...now, [id]: field ?? refusal.msg ?? String(error) }));
    }
  };
  const canAdd = Boolean(gaps?.writable) && canWrite;
  return (
    <Card title={t('workbench.tools.i18n')} className="wb-tool" data-testid="wb-tool-i18n">
      <div className="wb-tool-body">
        <div className="wb-tool-buttons">
          <Select
            aria-label={t('workbench.tools.i18nProject')}
            prefix={t('workbench.tools.i18nProject')}
            value={projectId}
            onChange={(v) => {
              setProjectId(Number(v));
              setGaps(undefined);
            }}
            optionList={projects.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))}
          />
          <Button onClick={() => void check()} loading={busy}>
            {t('workbench.tools.check')}
          </Button>
        </div>
        {gaps && (
          <div data-testid="wb-tool-i18n-result">
            <Typography.Text type={gaps.list.length ? 'warning' : 'success'}>
              {gaps.list.length
                ? t('workbench.tools.i18nMissing', { count: gaps.list.length })
                : t('workbench.tools.i18nNone')}
            </Typography.Text>
            {!canAdd && gaps.list.length > 0 && (
              <Typography.Paragraph type="tertiary">{t('workbench.tools.i18nReadOnly')}</Typography.Paragraph>
            )}
            <ul className="wb-tool-matches">
              {gaps.list.slice(0, 100).map((gap) => (
                <li key={idOf(gap)} className="wb-tool-gap">
                  <Typography.Text code>{gap.key}</Typography.Text> <Tag size="small">{gap.language}</Tag>{' '}
                  <Typography.Text type="tertiary">
                    {Object.entries(gap.known)
                      .map(([lang, text]) => `${lang}: ${text}`)
                      .join(' · ')}
                    {gap.where ? ` — ${gap.where}` : ''}
                  </Typography.Text>
                  {canAdd && (
                    <div className="wb-tool-buttons">
                      <Input
                        aria-label={`${gap.key} (${gap.language})`}
                        value={typed[idOf(gap)] ?? ''}
                        onChange={(v) => setTyped((now) => ({ ...now, [idOf(gap)]: v }))}
                        validateStatus={errors[idOf(gap)] ? 'error' : 'default'}
                        style={{ flex: '1 1 160px' }}
                      />
                      <Button onClick={() => void add(gap)}>{t('workbench.tools.i18nAdd')}</Button>
                    </div>
                  )}
                  {errors[idOf(gap)] && (
                    <Typography.Text type="danger" role="alert">
                      {errors[idOf(gap)]}
                    </Typography.Text>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Card>
  );
}
