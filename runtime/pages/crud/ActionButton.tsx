import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageAction } from '../../../schemas/types.gen';
import { lazyComponent } from '../../lib/lazyComponent';
import type { ConfirmPopoverProps } from './ConfirmPopover';
import './button.css';

export interface ActionButtonProps {
  action: PageAction;
  /** The button's text, already translated (see actionLabel). */
  label: string;
  /** Runs the action; while its promise is pending the button shows a spinner. */
  onRun(): unknown;
  icons?: Record<string, ComponentType>;
  disabled?: boolean;
  /** Row buttons are borderless text buttons; toolbar buttons are solid or light. */
  variant: 'toolbar' | 'row';
}

const BUILT_IN = new Set([
  'create',
  'edit',
  'delete',
  'deleteMany',
  'export',
  'exportSelected',
  'exportMerged',
  'refresh',
  'link',
]);

/**
 * The label of an action: its own i18n key, else the built-in action's, else the plugin action's
 * own label key (`pluginLabel`), else its name.
 *
 * @example actionLabel({ name: 'create' }, t) // '新增'
 */
export function actionLabel(action: PageAction, t: (key: string) => string, pluginLabel?: string): string {
  if (action.label) return t(action.label);
  if (BUILT_IN.has(action.name)) return t(`jimu.crud.${action.name}`);
  return pluginLabel ? t(pluginLabel) : action.name;
}

const isDanger = (name: string) => name === 'delete' || name === 'deleteMany';

// Semi's Popconfirm loads on the first click of a button that asks; until it has, the button stands alone.
const ConfirmPopover = lazyComponent<ConfirmPopoverProps>(
  () => import('./ConfirmPopover').then((m) => m.ConfirmPopover),
  ({ children }) => children,
);

/** The classes of a button drawn like Semi's (button.css). */
function buttonClass(action: PageAction, variant: ActionButtonProps['variant']): string {
  const theme = variant === 'row' ? 'borderless' : action.name === 'create' ? 'solid' : 'light';
  const size = variant === 'row' ? ' jimu-btn-small' : '';
  return `jimu-btn jimu-btn-${theme}${size}${isDanger(action.name) ? ' jimu-btn-danger' : ''}`;
}

/**
 * One toolbar or row button. An action with `confirm` — and every delete — asks first
 * (Popconfirm, loaded on the first such click) and runs only on OK. A native button in Semi's
 * look, so a list's rows need no Semi Button.
 *
 * @example <ActionButton action={{ name: 'delete', confirm: 'action.confirmDelete' }} onRun={remove} variant="row" />
 */
export function ActionButton({ action, label, onRun, icons, disabled, variant }: ActionButtonProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  // asked: the confirmation was wanted once (its code is loading or loaded); asking: it is open now.
  const [asked, setAsked] = useState(false);
  const [asking, setAsking] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await onRun();
    } catch {
      // The http layer already told the person; the button just stops spinning.
    } finally {
      setRunning(false);
    }
  };
  const Icon = action.icon ? icons?.[action.icon] : undefined;
  // Deleting always asks first: the page's own question, else the built-in one.
  const question = disabled
    ? undefined
    : (action.confirm ?? (isDanger(action.name) ? 'jimu.crud.confirmDelete' : undefined));
  const button = (
    <button
      type="button"
      className={buttonClass(action, variant)}
      disabled={disabled || running}
      aria-busy={running || undefined}
      data-action={action.name}
      onClick={() => {
        if (!question) return void run();
        setAsked(true);
        setAsking(true);
      }}
    >
      {running ? (
        <span className="jimu-btn-spinner" aria-hidden />
      ) : (
        Icon && (
          <span className="jimu-btn-icon" aria-hidden>
            <Icon />
          </span>
        )
      )}
      {label}
    </button>
  );
  if (!question || !asked) return button;
  return (
    <ConfirmPopover
      title={t(question)}
      okText={t('jimu.crud.ok')}
      cancelText={t('jimu.crud.cancel')}
      visible={asking}
      onConfirm={run}
      onClose={() => setAsking(false)}
    >
      {button}
    </ConfirmPopover>
  );
}
