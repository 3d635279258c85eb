import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The inline error under the field; empty when valid. */
  error?: string;
  type?: 'text' | 'password';
  autoComplete?: string;
  suffix?: ReactNode;
  /** The field's own buttons do nothing yet (index.html's markup of the sign-in screen, before the code runs). */
  actionsWaiting?: boolean;
}

/**
 * A labelled input with its inline error, in plain elements styled with Semi's tokens: the sign-in
 * screens are the first a visitor loads, so they carry no component library code.
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  suffix,
  actionsWaiting = false,
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  return (
    <div className="jimu-field">
      <label htmlFor={id} className="jimu-field-label">
        {label}
      </label>
      <div className={`jimu-input${error ? ' jimu-input-error' : ''}`}>
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          type={password && !revealed ? 'password' : 'text'}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {password ? (
          <button
            type="button"
            className="jimu-input-action"
            aria-label={t(revealed ? 'jimu.login.hidePassword' : 'jimu.login.showPassword')}
            aria-pressed={revealed}
            aria-disabled={actionsWaiting || undefined}
            onClick={() => setRevealed(!revealed)}
          >
            <EyeIcon open={!revealed} />
          </button>
        ) : null}
        {suffix}
      </div>
      <div id={errorId} className="jimu-field-error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}

/**
 * Semi's eye icons (IconEyeOpened, IconEyeClosedSolid) drawn inline: the sign-in screen carries
 * no icon package, and a text glyph looked like a stray character.
 */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
      {open ? (
        <path
          fillRule="evenodd"
          d="M12 4C5 4 1 10 1 12s4 8 11 8 11-6 11-8-4-8-11-8Zm5 8a5 5 0 1 1-10 0 5 5 0 0 1 10 0Zm-5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z"
        />
      ) : (
        <>
          <path d="M21.7 3.7a1 1 0 0 0-1.4-1.4L17.3 5.26A11.59 11.59 0 0 0 12 4C5 4 1 10 1 12c0 1.18 1.38 3.73 3.94 5.64L2.3 20.3a1 1 0 1 0 1.42 1.42l18-18ZM7.84 14.77l1.46-1.47a3 3 0 0 1 4-4l1.47-1.46a5 5 0 0 0-6.93 6.93Z" />
          <path d="M12 20c-1.22 0-2.35-.18-3.38-.5l2.57-2.57a5 5 0 0 0 5.75-5.75l3.56-3.56C22.13 9.27 23 11.07 23 12c0 2-4 8-11 8Z" />
        </>
      )}
    </svg>
  );
}
