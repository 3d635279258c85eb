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
            onClick={() => setRevealed(!revealed)}
          >
            {revealed ? '◠' : '◡'}
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
