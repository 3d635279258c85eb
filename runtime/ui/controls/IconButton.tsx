import {
  type ButtonHTMLAttributes,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { anchorPopup } from './anchorPopup';
import { PopupPortal } from './PopupPortal';
import './controls.css';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name (aria-label); also the tooltip unless `tooltip` says otherwise. */
  label: string;
  icon?: ReactNode;
  /** The tooltip text; `false` for none. Defaults to `label`. */
  tooltip?: string | false;
  /** data-testid of the button. */
  testId?: string;
  /** Visible text after the icon (the language switch, the avatar menu). */
  children?: ReactNode;
}

const focusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // an engine without :focus-visible: a tooltip on every focus
  }
};

/**
 * The shell's borderless button (the look of Semi's tertiary borderless Button, drawn with Semi's
 * CSS variables) with a light tooltip: shown on mouse hover and keyboard focus, hidden again by
 * Escape, the pointer leaving or blur. The tooltip is text in a `role="tooltip"` element; the
 * button points at it with aria-describedby when it says more than the button's name.
 *
 * @example <IconButton label={t('jimu.tools.refresh')} icon={<IconRefresh />} onClick={reload} />
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, tooltip, testId, children, className, onKeyDown, onPointerDown, ...rest },
  ref,
) {
  const tip = tooltip === false ? '' : (tooltip ?? label);
  const id = useId();
  const [shown, setShown] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!shown || !button.current || !bubble.current) return undefined;
    return anchorPopup(button.current, bubble.current, 'bottom');
  }, [shown]);
  const classes = ['jimu-icon-button', children ? '' : 'is-icon-only', className ?? ''];
  return (
    <>
      <button
        type="button"
        {...rest}
        ref={(element) => {
          button.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        className={classes.filter(Boolean).join(' ')}
        aria-label={label}
        aria-describedby={tip && !label.includes(tip) ? id : undefined}
        data-testid={testId}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setShown(true);
        }}
        onPointerLeave={() => setShown(false)}
        onPointerDown={(event) => {
          setShown(false);
          onPointerDown?.(event);
        }}
        onFocus={(event) => {
          if (focusVisible(event.currentTarget)) setShown(true);
          rest.onFocus?.(event);
        }}
        onBlur={(event) => {
          setShown(false);
          rest.onBlur?.(event);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key === 'Escape') setShown(false);
          onKeyDown?.(event);
        }}
      >
        {icon ? (
          <span className="jimu-icon-button-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children}
      </button>
      {tip ? (
        <PopupPortal>
          <span ref={bubble} id={id} role="tooltip" className="jimu-tooltip" hidden={!shown}>
            {tip}
          </span>
        </PopupPortal>
      ) : null}
    </>
  );
});
