import Input from '@douyinfe/semi-ui/lib/es/input';
import { useEffect, useId, useState } from 'react';

/**
 * A labelled text box that hands its text over on blur or Enter, not on every key: one history
 * step per edit, and what is typed stays while the panel re-renders. `error` shows under it.
 */
export function LazyInput(props: {
  label: string;
  value: string;
  onCommit(text: string): void;
  disabled?: boolean;
  error?: string;
  hint?: string;
  placeholder?: string;
  testId?: string;
}) {
  const id = useId();
  const [text, setText] = useState(props.value);
  useEffect(() => setText(props.value), [props.value]);
  const commit = () => {
    if (text !== props.value) props.onCommit(text);
  };
  return (
    <div className="dz-prop">
      <label className="dz-prop-label" htmlFor={id}>
        {props.label}
      </label>
      <Input
        id={id}
        value={text}
        disabled={props.disabled}
        placeholder={props.placeholder}
        validateStatus={props.error ? 'error' : 'default'}
        aria-invalid={props.error ? true : undefined}
        data-testid={props.testId}
        onChange={setText}
        onBlur={commit}
        onEnterPress={commit}
      />
      {props.error ? (
        <div className="dz-prop-error" role="alert">
          {props.error}
        </div>
      ) : props.hint ? (
        <div className="dz-node-key">{props.hint}</div>
      ) : null}
    </div>
  );
}
