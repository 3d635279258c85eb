import Button from '@douyinfe/semi-ui/lib/es/button';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '../../../runtime/ui/semi';
import { clearRuns, readRuns } from './runHistory';
import type { Endpoint, Run } from './types';

/** 历史: this endpoint's last runs from this browser (status, time, message; never the token). */
export function HistoryTab({ endpoint }: { endpoint: Endpoint }) {
  const { t } = useTranslation();
  const [runs, setRuns] = useState(() => readRuns().filter((r) => r.method === endpoint.method));
  const mine = runs.filter(
    (r) => r.url.split('?')[0] === endpoint.path || r.url.startsWith(`${endpoint.path}?`),
  );
  return (
    <div data-testid="wb-api-history">
      <Table
        size="small"
        pagination={false}
        rowKey={(r?: Run) => `${r?.at}`}
        dataSource={mine}
        empty={t('workbench.apiPort.noHistory')}
        scroll={{ x: 520 }}
        columns={[
          { title: '', dataIndex: 'at', render: (at: string) => new Date(at).toLocaleString() },
          { title: t('workbench.apiPort.path'), dataIndex: 'url' },
          {
            title: 'HTTP',
            dataIndex: 'status',
            render: (status: number) => (
              <Tag color={status >= 200 && status < 300 ? 'green' : 'red'}>{status}</Tag>
            ),
          },
          { title: 'ms', dataIndex: 'ms' },
          { title: '', dataIndex: 'msg' },
        ]}
      />
      {mine.length > 0 && (
        <Button
          size="small"
          onClick={() => {
            clearRuns();
            setRuns([]);
          }}
        >
          {t('workbench.apiPort.clearHistory')}
        </Button>
      )}
    </div>
  );
}
