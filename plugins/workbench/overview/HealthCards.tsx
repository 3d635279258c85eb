import Button from '@douyinfe/semi-ui/lib/es/button';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { ClippedText } from '../../../runtime/ui/text';
import { diagnosticLink } from './links';
import { useOverviewMessages } from './messages';

interface Health {
  projectId: number;
  errors: number;
  warnings: number;
  checkedAt: string;
  first: { path: string; line: number; col: number; code: string; message: string } | null;
}

/**
 * The "config health" cards: each project validated by the server in turn (one at a time:
 * a check copies the project), its error and warning counts, and the first problem as a link that
 * opens the settings screen at that file and line.
 */
export function HealthCards({ projects }: { projects: { id: number; name: string; code: string }[] }) {
  const { t } = useOverviewMessages();
  const { http, navigate } = usePluginServices();
  const [results, setResults] = useState<Record<number, Health | 'checking' | 'failed'>>({});
  const check = useCallback(
    async (id: number) => {
      setResults((before) => ({ ...before, [id]: 'checking' }));
      try {
        const answer = await http.get<Health>('/workbench/health', { projectId: id });
        setResults((before) => ({ ...before, [id]: answer.data }));
      } catch {
        setResults((before) => ({ ...before, [id]: 'failed' }));
      }
    },
    [http],
  );
  const ids = projects.map((p) => p.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids stand for the projects
  useEffect(() => {
    let stopped = false;
    void (async () => {
      for (const project of projects) {
        if (stopped) return;
        await check(project.id);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [ids, check]);
  return (
    <div className="wb-ov-health">
      {projects.map((project) => {
        const entry = results[project.id];
        const result = typeof entry === 'object' ? entry : undefined;
        return (
          <Card key={project.id} className="wb-ov-health-card" data-testid={`wb-health-${project.code}`}>
            <Typography.Text strong>
              {project.name} ({project.code})
            </Typography.Text>
            <div className="wb-ov-health-state">
              {entry === 'failed' && (
                <Typography.Text type="danger">{t('workbench.overview.checkFailed')}</Typography.Text>
              )}
              {(entry === undefined || entry === 'checking') && (
                <Typography.Text type="tertiary">{t('workbench.overview.checking')}</Typography.Text>
              )}
              {result && (
                <>
                  <Typography.Text type={result.errors > 0 ? 'danger' : 'success'}>
                    {t('workbench.overview.errors', { count: result.errors })}
                  </Typography.Text>
                  <Typography.Text type={result.warnings > 0 ? 'warning' : 'tertiary'}>
                    {' · '}
                    {t('workbench.overview.warnings', { count: result.warnings })}
                  </Typography.Text>
                </>
              )}
            </div>
            {result?.first && (
              <ClippedText
                as="div"
                rows={2}
                className="wb-ov-health-first semi-typography semi-typography-paragraph semi-typography-tertiary"
                text={`${result.first.path}:${result.first.line} ${result.first.message}`}
              >
                <Typography.Text code>{`${result.first.path}:${result.first.line}`}</Typography.Text>{' '}
                {result.first.message}
              </ClippedText>
            )}
            <div className="wb-toolbar-group">
              {result?.first && (
                <Button
                  size="small"
                  theme="solid"
                  onClick={() =>
                    result.first && navigate(diagnosticLink(project.id, result.first.path, result.first.line))
                  }
                >
                  {t('workbench.overview.showDiagnostic')}
                </Button>
              )}
              <Button size="small" disabled={entry === 'checking'} onClick={() => void check(project.id)}>
                {t('workbench.overview.recheck')}
              </Button>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
