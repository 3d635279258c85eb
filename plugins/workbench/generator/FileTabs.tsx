import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Switch from '@douyinfe/semi-ui/lib/es/switch';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../runtime/lib';
import { CodeEditor, FileDiff } from '../shared/CodeEditor';
import type { GenFile } from './types';

const COLORS = { new: 'green', changed: 'blue', unchanged: 'grey', conflict: 'red' } as const;
export type Resolution = 'mine' | 'generated';
const RESOLUTIONS: readonly Resolution[] = ['mine', 'generated'];

/**
 * One tab per generated file ("File tabs") with its badge; each tab a read-only editor, a 变更
 * switch to the merge view against the project's file, and for a conflict the choice keep mine /
 * take generated.
 */
export function FileTabs(props: {
  files: GenFile[];
  focus?: { path: string; line: number };
  resolutions: Record<string, Resolution>;
  onResolve: (path: string, resolution: Resolution) => void;
}) {
  const { t } = useTranslation();
  const [diff, setDiff] = useState(false);
  const [active, setActive] = useState<string | undefined>(props.focus?.path);
  // A picked diagnostic opens its file; the person can still switch tabs afterwards.
  const [picked, setPicked] = useState(props.focus);
  if (props.focus !== picked) {
    setPicked(props.focus);
    if (props.focus) setActive(props.focus.path);
  }
  // The first file shows until another is chosen (a controlled Tabs with no key shows no pane).
  const shown = props.files.some((f) => f.path === active) ? active : props.files[0]?.path;
  const badge = (f: GenFile) => (
    <Tag size="small" color={COLORS[f.status]} data-wb-status={f.status}>
      {t(`workbench.gen.status_${f.status}`, f.stats)}
    </Tag>
  );
  return (
    <Tabs type="card" activeKey={shown} onChange={setActive}>
      {props.files.map((file) => (
        <TabPane
          key={file.path}
          itemKey={file.path}
          tab={
            <span data-file={file.path}>
              {file.path.split('/').pop()} {badge(file)}
            </span>
          }
        >
          <div className="wb-toolbar" style={{ margin: '8px 0' }}>
            <code>{file.path}</code>
            <span className="wb-toolbar-group">
              {file.status === 'conflict' && (
                <RadioGroup
                  aria-label={file.path}
                  value={props.resolutions[file.path]}
                  onChange={(e) =>
                    isOneOf(RESOLUTIONS, e.target.value) && props.onResolve(file.path, e.target.value)
                  }
                >
                  <Radio value="mine">{t('workbench.gen.keepMine')}</Radio>
                  <Radio value="generated">{t('workbench.gen.takeGenerated')}</Radio>
                </RadioGroup>
              )}
              {file.before !== null && (
                <span className="wb-toolbar-group">
                  <Switch
                    size="small"
                    checked={diff}
                    onChange={setDiff}
                    aria-label={t('workbench.gen.showDiff')}
                  />{' '}
                  {t('workbench.gen.showDiff')}
                </span>
              )}
            </span>
          </div>
          {diff && file.before !== null ? (
            <FileDiff
              before={file.before}
              after={file.content}
              lang={file.path.endsWith('.json') ? 'json' : 'yaml'}
            />
          ) : (
            <CodeEditor
              value={file.content}
              readOnly
              lang={file.path.endsWith('.json') ? 'json' : 'yaml'}
              focusLine={props.focus?.path === file.path ? props.focus.line : undefined}
              ariaLabel={file.path}
            />
          )}
        </TabPane>
      ))}
    </Tabs>
  );
}
