import Button from '@douyinfe/semi-ui/lib/es/button';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../../../runtime/plugin';
import { CodeEditor } from '../shared/CodeEditor';
import { type Environments, parseEnvironments } from './environments';

/**
 * 环境: named sets of variables for try-it, edited as JSON and kept in this browser; a text that
 * does not read keeps what was typed and says where it went wrong.
 */
export function EnvironmentSheet(props: {
  envs: Environments;
  onClose: () => void;
  onSaved: (envs: Environments) => void;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [text, setText] = useState(() =>
    JSON.stringify(Object.keys(props.envs).length > 0 ? props.envs : { local: { id: 1 } }, null, 2),
  );
  const [problem, setProblem] = useState<{ line: number; col: number; message: string } | undefined>();
  const save = () => {
    const read = parseEnvironments(text);
    if (!read.ok) return setProblem(read);
    props.onSaved(read.envs);
  };
  return (
    <SideSheet
      visible
      title={t('workbench.apiPort.envTitle')}
      onCancel={props.onClose}
      width={narrow ? '100%' : 560}
    >
      <div className="wb-screen">
        <Typography.Text type="tertiary">
          {t('workbench.apiPort.envHint', { example: '{{id}}' })}
        </Typography.Text>
        <CodeEditor
          lang="json"
          value={text}
          onChange={setText}
          height="260px"
          ariaLabel={t('workbench.apiPort.envTitle')}
          diagnostics={problem ? [{ ...problem, severity: 'error' }] : []}
        />
        {problem && (
          <Typography.Text type="danger" role="alert" data-testid="wb-api-env-problem">
            {t('workbench.apiPort.at', problem)}: {problem.message}
          </Typography.Text>
        )}
        <div className="wb-toolbar-group">
          <Button onClick={props.onClose}>{t('workbench.common.cancel')}</Button>
          <Button theme="solid" onClick={save}>
            {t('workbench.common.save')}
          </Button>
        </div>
      </div>
    </SideSheet>
  );
}
