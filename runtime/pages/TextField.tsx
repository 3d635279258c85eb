import { type ReactNode, useId } from 'react';
import { Input } from '../ui/semi';

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
 * A labelled input with its inline error. The sign-in screens use this instead of Semi's Form, which
 * pulls every field type (date pickers, cascaders, uploads…) into the first screen a visitor loads.
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
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="jimu-field">
      <label htmlFor={id} className="jimu-field-label">
        {label}
      </label>
      <Input
        id={id}
        value={value}
        onChange={onChange}
        mode={type === 'password' ? 'password' : undefined}
        autoComplete={autoComplete}
        validateStatus={error ? 'error' : 'default'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        suffix={suffix}
      />
      <div id={errorId} className="jimu-field-error" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
