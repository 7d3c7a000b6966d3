import { createContext, forwardRef, useContext, useId } from 'react';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Label } from 'radix-ui';
import * as css from './Input.css';

type FieldContextValue = { id: string; invalid: boolean; describedBy: string | undefined };
const FieldContext = createContext<FieldContextValue | null>(null);

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> & {
  /** @default 'md' */
  size?: 'md' | 'lg';
  /** Content inside the box before the text (an icon, "+86"). */
  prefix?: ReactNode;
  /** Content inside the box after the text (a button, a counter). */
  suffix?: ReactNode;
  /** Mark as invalid; set automatically inside a `Field` with an error. */
  invalid?: boolean;
};

/** Single-line text input with optional prefix and suffix, wired to a surrounding `Field`. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { size = 'md', prefix, suffix, invalid, disabled, className, id, ...rest },
  ref,
) {
  const field = useContext(FieldContext);
  const isInvalid = invalid ?? field?.invalid ?? false;
  return (
    <div className={className ? `${css.inputWrap({ size })} ${className}` : css.inputWrap({ size })} data-invalid={isInvalid} data-disabled={disabled ?? false}>
      {prefix ? <span className={css.affix}>{prefix}</span> : null}
      <input
        ref={ref}
        id={id ?? field?.id}
        className={css.input}
        disabled={disabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={field?.describedBy}
        {...rest}
      />
      {suffix ? <span className={css.affix}>{suffix}</span> : null}
    </div>
  );
});

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  /** Mark as invalid; set automatically inside a `Field` with an error. */
  invalid?: boolean;
  /** Show "n/maxLength" in the corner when maxLength is set. @default true */
  showCount?: boolean;
};

/** Multi-line text input. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { invalid, showCount = true, className, id, maxLength, value, defaultValue, ...rest },
  ref,
) {
  const field = useContext(FieldContext);
  const isInvalid = invalid ?? field?.invalid ?? false;
  const length = String(value ?? defaultValue ?? '').length;
  return (
    <div className={css.textareaWrap}>
      <textarea
        ref={ref}
        id={id ?? field?.id}
        className={className ? `${css.textarea} ${className}` : css.textarea}
        aria-invalid={isInvalid || undefined}
        aria-describedby={field?.describedBy}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        {...rest}
      />
      {showCount && maxLength !== undefined && value !== undefined ? (
        <span className={css.counter}>
          {length}/{maxLength}
        </span>
      ) : null}
    </div>
  );
});

export type FieldProps = {
  /** Visible label, linked to the control. */
  label?: ReactNode;
  /** Validation message; when set the control is marked invalid and the message is announced. */
  error?: ReactNode;
  /** Help text shown when there is no error. */
  hint?: ReactNode;
  /** Show a red asterisk after the label. @default false */
  required?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
  className?: string;
  /** One control: Input, Textarea or any element reading the id. */
  children: ReactNode;
};

/** Label + control + error message, with ids and aria wired between them. */
export function Field({ label, error, hint, required = false, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const messageId = `${controlId}-message`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasMessage = hasError || !!hint;
  return (
    <FieldContext.Provider value={{ id: controlId, invalid: hasError, describedBy: hasMessage ? messageId : undefined }}>
      <div className={className ? `${css.field} ${className}` : css.field}>
        {label ? (
          <Label.Root htmlFor={controlId} className={css.label}>
            {label}
            {required ? <span className={css.required} aria-hidden>*</span> : null}
          </Label.Root>
        ) : null}
        {children}
        {hasError ? (
          <div id={messageId} role="alert" className={css.error}>
            {error}
          </div>
        ) : hint ? (
          <div id={messageId} className={css.hint}>
            {hint}
          </div>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
