import { useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cx } from './utils';
import './Field.css';
import './OneTimeCodeField.css';

export interface OneTimeCodeFieldProps {
  /** Visible label of the whole group, e.g. "Verification code". */
  label: string;
  description?: string;
  /** Shown (and the boxes marked invalid) when set. */
  errorMessage?: string;
  /** The digits typed so far, as one string ("" to "123456"). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called once every box is filled. */
  onComplete?: (value: string) => void;
  /** Number of boxes (6 for the portal's reset codes). */
  length?: number;
  isDisabled?: boolean;
  isInvalid?: boolean;
  autoFocus?: boolean;
  /** Submits the code under this name in a native form. */
  name?: string;
  className?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

// When input bypasses keydown, the box holds its old digit plus the new text; keep only the new text.
function newlyTyped(existing: string | undefined, digits: string): string {
  if (existing && digits.length > 1) {
    if (digits.startsWith(existing)) return digits.slice(existing.length);
    if (digits.endsWith(existing)) return digits.slice(0, -existing.length);
  }
  return digits;
}

/**
 * A one-time code typed into single-digit boxes (SPEC: 6 boxes of 40x40 px). Digits only; a paste
 * (or SMS autofill) of the whole code fills every box; Backspace clears and moves back; Left/Right,
 * Home/End move between boxes. The boxes form one labelled group with a single tab stop, and each
 * is named "Digit n of 6". The value stays contiguous: focus never rests on a box past the first
 * empty one.
 */
export function OneTimeCodeField({
  label,
  description,
  errorMessage,
  value: controlledValue,
  defaultValue = '',
  onChange,
  onComplete,
  length = 6,
  isDisabled,
  isInvalid,
  autoFocus,
  name,
  className,
}: OneTimeCodeFieldProps) {
  const [uncontrolled, setUncontrolled] = useState(() => onlyDigits(defaultValue).slice(0, length));
  const value = controlledValue !== undefined ? onlyDigits(controlledValue).slice(0, length) : uncontrolled;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  // Focus moves inside key handlers, before React re-renders; onFocus must see the new value.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  const invalid = isInvalid || Boolean(errorMessage);
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string, focusIndex: number) => {
    const clean = onlyDigits(next).slice(0, length);
    latest.current = clean;
    if (clean !== value) {
      if (controlledValue === undefined) setUncontrolled(clean);
      onChange?.(clean);
      if (clean.length === length) onComplete?.(clean);
    }
    focusBox(focusIndex);
  };

  // Writes digits starting at box `index`, overwriting what is there.
  const insertAt = (index: number, digits: string) => {
    const start = Math.min(index, value.length);
    const next = (value.slice(0, start) + digits + value.slice(start + digits.length)).slice(0, length);
    commit(next, Math.min(start + digits.length, length - 1));
  };

  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (/^\d$/.test(e.key)) {
      e.preventDefault();
      insertAt(index, e.key);
      return;
    }
    switch (e.key) {
      case 'Backspace':
        e.preventDefault();
        if (index < value.length) commit(value.slice(0, index) + value.slice(index + 1), index);
        else if (index > 0) commit(value.slice(0, index - 1) + value.slice(index), index - 1);
        break;
      case 'Delete':
        e.preventDefault();
        if (index < value.length) commit(value.slice(0, index) + value.slice(index + 1), index);
        break;
      case 'ArrowLeft':
        e.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        e.preventDefault();
        focusBox(Math.min(index + 1, value.length));
        break;
      case 'Home':
        e.preventDefault();
        focusBox(0);
        break;
      case 'End':
        e.preventDefault();
        focusBox(value.length);
        break;
      default:
        // Block other printable characters; let Tab, Enter and the like through.
        if (e.key.length === 1) e.preventDefault();
    }
  };

  const onPaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = onlyDigits(e.clipboardData.getData('text'));
    if (!digits) return;
    if (digits.length >= length) commit(digits.slice(0, length), length - 1);
    else insertAt(index, digits);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className={cx('ui-Field', 'ui-OneTimeCodeField', className)}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <span id={labelId} className="ui-Label">
        {label}
      </span>
      <div className="ui-OneTimeCodeField-boxes">
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(el) => {
              inputs.current[index] = el;
            }}
            className="ui-OneTimeCodeField-box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={invalid || undefined}
            aria-describedby={errorId}
            // One tab stop for the whole code (the next box to fill): Tab enters and leaves the
            // group, arrows move inside it. Boxes past the first empty one are never a stop.
            tabIndex={index === Math.min(value.length, length - 1) ? 0 : -1}
            disabled={isDisabled}
            autoFocus={autoFocus && index === 0}
            value={value[index] ?? ''}
            onKeyDown={(e) => onKeyDown(index, e)}
            onPaste={(e) => onPaste(index, e)}
            onFocus={(e) => {
              // Keep the code contiguous: an empty box beyond the first empty one is not a place to type.
              if (index > latest.current.length) focusBox(latest.current.length);
              else e.currentTarget.select();
            }}
            // Autofill and mobile keyboards that bypass keydown land here.
            onChange={(e) => {
              const digits = onlyDigits(e.currentTarget.value);
              if (digits.length >= length) commit(digits.slice(0, length), length - 1);
              else if (digits) insertAt(index, newlyTyped(value[index], digits));
              else if (index < value.length) commit(value.slice(0, index) + value.slice(index + 1), index);
            }}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={value} />}
      {description && (
        <span id={descriptionId} className="ui-Description">
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className="ui-FieldError">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
