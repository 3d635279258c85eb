import IconUpload from '@douyinfe/semi-icons/lib/es/icons/IconUpload';
import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import Upload from '@douyinfe/semi-ui/lib/es/upload';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { useShowcaseList } from '../shared/useShowcaseList';
import { UploadedTable, type UploadRecord } from './UploadedTable';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
const MAX_KB = 500;

/**
 * /other/upload: Semi Upload as a picture wall posting `multipart/form-data` (field `file`) to
 * POST /upload — the same contract as the runtime's UploadWidget — after a manual start; files
 * over 500 KB or of another type never leave the browser. Below, the uploaded files with delete.
 */
export default function UploadShowcase() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const uploads = useShowcaseList<UploadRecord>('upload', { pageNo: 1, pageSize: 10 });
  const upload = useRef<Upload>(null);
  const [counts, setCounts] = useState({ success: 0, failed: 0 });
  const [pending, setPending] = useState(0);
  const canUpload = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  return (
    <ShowcasePage
      name="upload"
      libraries={['Semi Upload']}
      reference="vab pro VabUpload, vben comp/upload"
      source={() => import('./UploadShowcase.tsx?source')}
    >
      <Card
        title={t('showcase.upload.wall')}
        headerExtraContent={
          <Typography.Text data-testid="showcase-upload-counts">
            {t('showcase.upload.counts', counts)}
          </Typography.Text>
        }
      >
        {canUpload ? null : (
          <Banner type="warning" closeIcon={null} description={t('showcase.upload.noPermission')} />
        )}
        <Upload
          ref={upload}
          action="/upload"
          name="file"
          listType="list"
          multiple
          draggable
          accept={ACCEPT}
          maxSize={MAX_KB}
          limit={10}
          uploadTrigger="custom"
          disabled={!canUpload}
          dragMainText={t('showcase.upload.drop')}
          dragSubText={t('showcase.upload.dropHint')}
          data-testid="showcase-upload-wall"
          onChange={({ fileList }) => setPending(fileList.filter((file) => file.status === 'wait').length)}
          onSizeError={(file) => toast('error', t('showcase.upload.tooLarge', { name: file.name }))}
          onAcceptInvalid={(files) =>
            toast(
              'error',
              t('showcase.upload.notAccepted', { names: files.map((file) => file.name).join(', ') }),
            )
          }
          onExceed={() => toast('error', t('showcase.upload.tooMany'))}
          customRequest={({ fileInstance, onSuccess, onError }) => {
            const body = new FormData();
            body.append('file', fileInstance);
            http.post<UploadRecord>('/upload', body).then(
              ({ data }) => {
                setCounts((c) => ({ ...c, success: c.success + 1 }));
                onSuccess(data);
                uploads.reload();
              },
              () => {
                setCounts((c) => ({ ...c, failed: c.failed + 1 }));
                onError({ status: 0 });
              },
            );
          }}
        ></Upload>
        <Typography.Paragraph type="tertiary" size="small" style={{ marginTop: 8 }}>
          {t('showcase.upload.drop')}: {t('showcase.upload.dropHint')}
        </Typography.Paragraph>
        <Button
          theme="solid"
          icon={<IconUpload />}
          style={{ marginTop: 12 }}
          disabled={!canUpload}
          data-testid="showcase-upload-start"
          onClick={() => {
            if (pending === 0) toast('warning', t('showcase.upload.nothing'));
            else upload.current?.upload();
          }}
        >
          {t('showcase.upload.start')}
        </Button>
      </Card>
      <Card
        title={t('showcase.upload.uploaded')}
        headerExtraContent={<Button onClick={uploads.reload}>{t('showcase.upload.refresh')}</Button>}
      >
        <UploadedTable t={t} http={http} uploads={uploads} canDelete={canDelete} />
      </Card>
    </ShowcasePage>
  );
}
