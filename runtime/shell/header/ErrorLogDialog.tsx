import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Space from '@douyinfe/semi-ui/lib/es/space';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useCloseOnNavigation } from '../../routing/useCloseOnNavigation';
import { useShell } from '../ShellContext';
import { errorSearchLinks } from './errorSearchLinks';

export interface ErrorLogDialogProps {
  visible: boolean;
  onClose(): void;
}

/**
 * The error log: route URL, message and stack of every logged error, each with search links
 * to Baidu, Google and Bing; Cancel closes, Hide all empties the log (and the badge) and closes.
 */
export function ErrorLogDialog({ visible, onClose }: ErrorLogDialogProps) {
  const { t } = useTranslation();
  const { errorLog } = useShell();
  const logs = useSelector(errorLog, (s) => s.context.logs);
  useCloseOnNavigation(visible, onClose);
  const hideAll = () => {
    errorLog.send({ type: 'errorLog.clear' });
    onClose();
  };
  return (
    <Modal
      title={t('jimu.errorLog.title')}
      visible={visible}
      onCancel={onClose}
      width={760}
      bodyStyle={{ maxHeight: '60vh', overflow: 'auto' }}
      footer={
        <Space>
          <Button onClick={onClose}>{t('jimu.errorLog.cancel')}</Button>
          <Button type="danger" theme="solid" onClick={hideAll}>
            {t('jimu.errorLog.hideAll')}
          </Button>
        </Space>
      }
    >
      {logs.length === 0 ? <Empty description={t('jimu.errorLog.empty')} /> : null}
      <ol className="jimu-error-log" data-testid="error-log-list">
        {logs.map((log) => (
          <li key={`${log.time}-${log.url}-${log.message}`} className="jimu-error-log-entry">
            <dl>
              <dt>{t('jimu.errorLog.url')}</dt>
              <dd>
                <code className="jimu-error-log-code">{log.url}</code>
              </dd>
              <dt>{t('jimu.errorLog.message')}</dt>
              <dd>
                <span className="jimu-error-log-message">{log.message}</span>
              </dd>
              {log.stack ? (
                <>
                  <dt>{t('jimu.errorLog.stack')}</dt>
                  <dd>
                    <pre className="jimu-error-log-stack">{log.stack}</pre>
                  </dd>
                </>
              ) : null}
            </dl>
            <Space className="jimu-error-log-search">
              <span>{t('jimu.errorLog.searchWith')}</span>
              {errorSearchLinks(log.message).map((link) => (
                <a key={link.name} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              ))}
            </Space>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
