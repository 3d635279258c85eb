import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useCallback, useEffect, useState } from 'react';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { Table } from '../../../runtime/ui/semi';
import { fieldErrorsOf, refusalOf } from '../shared/errors';
import { defectLink } from './links';
import { SEVERITY_COLOR } from './MyWork';
import { useOverviewMessages } from './messages';
import { RouteLink } from './RouteLink';
import { TransitionDialog, type TransitionInput } from './TransitionDialog';
import type { MyDefect } from './useStats';

interface Props {
  defects: MyDefect[];
  projectName(id: number | null): string;
  canWrite: boolean;
  onChanged(): void;
}

interface Pending {
  defect: MyDefect;
  to: string;
  fieldErrors: Record<string, string>;
  value: TransitionInput;
}

/**
 * My defects with a button per transition the server allows me now (the defect flow's
 * `allowed`, from `GET /workbench/defect/getList`); a transition that needs a resolution or a
 * comment opens a dialog with the server's field errors and keeps what was typed.
 */
export function DefectTable({ defects, projectName, canWrite, onChanged }: Props) {
  const { t, label } = useOverviewMessages();
  const { http, user } = usePluginServices();
  const [allowed, setAllowed] = useState<Record<number, string[]>>({});
  const [pending, setPending] = useState<Pending | undefined>();
  const [busy, setBusy] = useState(false);
  const loadAllowed = useCallback(async () => {
    if (!canWrite) return;
    const answer = await http.get<{ list: { id: number; allowed?: string[] }[] }>(
      '/workbench/defect/getList',
      {
        assignee: user.username,
      },
    );
    setAllowed(Object.fromEntries(answer.data.list.map((d) => [d.id, d.allowed ?? []])));
  }, [http, user.username, canWrite]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list changes after every transition
  useEffect(() => {
    void loadAllowed().catch(() => setAllowed({}));
  }, [loadAllowed, defects]);
  const send = async (attempt: Pending) => {
    setBusy(true);
    try {
      await http.post(
        '/workbench/defect/transition',
        { id: attempt.defect.id, to: attempt.to, from: attempt.defect.status, ...attempt.value },
        { showsRefusal: true },
      );
      setPending(undefined);
      toast('success', label('status', attempt.to));
      onChanged();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.data?.fieldErrors) setPending({ ...attempt, fieldErrors: fieldErrorsOf(error) });
      else {
        setPending(undefined);
        toast('error', refusal.msg ?? String(error));
        onChanged();
      }
    } finally {
      setBusy(false);
    }
  };
  const columns = [
    {
      title: t('workbench.overview.colTitle'),
      dataIndex: 'title',
      render: (_: unknown, d: MyDefect) => (
        <RouteLink to={defectLink(d)}>
          #{d.id} {d.title}
        </RouteLink>
      ),
    },
    {
      title: t('workbench.overview.colProject'),
      dataIndex: 'projectId',
      render: (_: unknown, d: MyDefect) => projectName(d.projectId),
    },
    {
      title: t('workbench.overview.colSeverity'),
      dataIndex: 'severity',
      render: (_: unknown, d: MyDefect) => (
        <Tag color={SEVERITY_COLOR[d.severity] ?? 'grey'}>{label('severity', d.severity)}</Tag>
      ),
    },
    {
      title: t('workbench.overview.colStatus'),
      dataIndex: 'status',
      render: (_: unknown, d: MyDefect) => <Tag>{label('status', d.status)}</Tag>,
    },
    ...(canWrite
      ? [
          {
            title: t('workbench.overview.colActions'),
            dataIndex: 'id',
            render: (_: unknown, d: MyDefect) => (
              <span className="wb-toolbar-group">
                {(allowed[d.id] ?? []).map((to) => (
                  <Button
                    key={to}
                    size="small"
                    onClick={() => void send({ defect: d, to, fieldErrors: {}, value: {} })}
                  >
                    {t('workbench.overview.transition', { status: label('status', to) })}
                  </Button>
                ))}
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="wb-ov-table" data-testid="wb-defect-table">
      <Table
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={defects}
        pagination={defects.length > 10 ? { pageSize: 10 } : false}
        empty={<Empty description={t('workbench.overview.noDefects')} />}
      />
      {pending && (
        <TransitionDialog
          defect={pending.defect}
          to={pending.to}
          fieldErrors={pending.fieldErrors}
          value={pending.value}
          busy={busy}
          onChange={(value) => setPending({ ...pending, value })}
          onSubmit={() => void send(pending)}
          onCancel={() => setPending(undefined)}
        />
      )}
    </div>
  );
}
