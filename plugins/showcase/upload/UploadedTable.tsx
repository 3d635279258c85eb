import Button from '@douyinfe/semi-ui/lib/es/button';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import type { TFunction } from 'i18next';
import type { HttpClient } from '../../../runtime/data';
import { toast } from '../../../runtime/plugin';
import { useViewActive } from '../../../runtime/routing';
import { Trigger } from '../../../runtime/ui/controls';
import { Table } from '../../../runtime/ui/semi';
import type { ShowcaseList } from '../shared/useShowcaseList';
import { fileSize } from './fileSize';

export interface UploadRecord {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
  createTime: string;
}

interface UploadedTableProps {
  t: TFunction;
  http: HttpClient;
  uploads: ShowcaseList<UploadRecord>;
  canDelete: boolean;
}

/** The uploaded files (GET /upload/getList), each with a preview link and delete (POST /upload/doDelete). */
export function UploadedTable({ t, http, uploads, canDelete }: UploadedTableProps) {
  // Semi's Popconfirm has no close call: leaving the view mounts fresh, closed ones.
  const active = useViewActive();
  const remove = async (row: UploadRecord) => {
    await http.post('/upload/doDelete', { ids: [row.id] });
    toast('success', t('showcase.upload.deleted'));
    uploads.reload();
  };
  return (
    <Table<UploadRecord>
      data-testid="showcase-upload-table"
      rowKey="id"
      size="small"
      loading={uploads.status === 'loading'}
      dataSource={uploads.list}
      empty={t('showcase.upload.empty')}
      pagination={
        uploads.total > uploads.query.pageSize
          ? {
              currentPage: uploads.query.pageNo,
              pageSize: uploads.query.pageSize,
              total: uploads.total,
              onPageChange: (page: number) => uploads.setPage(page),
            }
          : false
      }
      columns={[
        { title: t('showcase.upload.columns.name'), dataIndex: 'name' },
        {
          title: t('showcase.upload.columns.size'),
          dataIndex: 'size',
          width: 100,
          render: (size: number) => <span data-testid="showcase-upload-size">{fileSize(size)}</span>,
        },
        { title: t('showcase.upload.columns.type'), dataIndex: 'type', width: 120 },
        { title: t('showcase.upload.columns.time'), dataIndex: 'createTime', width: 180 },
        {
          title: t('showcase.upload.columns.actions'),
          dataIndex: 'id',
          width: 150,
          render: (_: string, row: UploadRecord) => (
            <span style={{ display: 'inline-flex', gap: 8 }}>
              <a
                href={row.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="showcase-upload-preview"
              >
                {t('showcase.upload.preview')}
              </a>
              {canDelete ? (
                <Popconfirm
                  key={String(active)}
                  title={t('showcase.upload.deleteConfirm', { name: row.name })}
                  onConfirm={() => remove(row).catch(() => undefined)}
                >
                  <Trigger>
                    <Button
                      size="small"
                      type="tertiary"
                      theme="borderless"
                      data-testid="showcase-upload-delete"
                    >
                      {t('showcase.upload.delete')}
                    </Button>
                  </Trigger>
                </Popconfirm>
              ) : null}
            </span>
          ),
        },
      ]}
    />
  );
}
