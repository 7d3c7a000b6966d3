import { type FormEvent, useCallback, useRef, useState } from 'react';
import { type FormErrors, hasErrors } from './validators';

export interface FormState<Values> {
  values: Values;
  /** Messages currently shown, one per field. */
  errors: FormErrors<Values>;
  /** True while the submit callback's promise is pending. */
  submitting: boolean;
  /** Change a field; an error already shown on it is re-checked so it clears as the person fixes it. */
  setValue: <K extends keyof Values>(key: K, value: Values[K]) => void;
  /** Check one field when it loses focus (the spec's forms validate on blur and on submit). */
  blur: (key: keyof Values) => void;
  /** Show a message that came from elsewhere (e.g. a server status text) under a field. */
  setError: (key: keyof Values, message: string | undefined) => void;
  /** A submit handler: validates everything, then awaits `onValid` unless a message shows. */
  handleSubmit: (onValid: (values: Values) => unknown) => (event?: FormEvent) => Promise<void>;
  /** Back to the initial values, no messages. */
  reset: () => void;
}

/**
 * Minimal form state for the account and sign-in forms: values, per-field messages from a pure
 * validator, and a pending flag. A rejected submit callback is not shown here: the app's client
 * already toasts failed calls (spec 01 §8); the form just leaves its busy state and keeps the input.
 */
export function useFormState<Values extends object>(
  initial: Values,
  validate: (values: Values) => FormErrors<Values>,
): FormState<Values> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  // Handlers read the latest values without being recreated on every keystroke.
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const validateRef = useRef(validate);
  validateRef.current = validate;
  const initialRef = useRef(initial);
  const busyRef = useRef(false);

  const setValue = useCallback(<K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...valuesRef.current, [key]: value };
    valuesRef.current = next;
    setValues(next);
    setErrors((shown) => {
      if (!shown[key]) return shown;
      return { ...shown, [key]: validateRef.current(next)[key] };
    });
  }, []);

  const blur = useCallback((key: keyof Values) => {
    const message = validateRef.current(valuesRef.current)[key];
    setErrors((shown) => (shown[key] === message ? shown : { ...shown, [key]: message }));
  }, []);

  const setError = useCallback((key: keyof Values, message: string | undefined) => {
    setErrors((shown) => ({ ...shown, [key]: message }));
  }, []);

  const handleSubmit = useCallback(
    (onValid: (values: Values) => unknown) => async (event?: FormEvent) => {
      event?.preventDefault();
      if (busyRef.current) return; // a double click must not send twice
      const current = valuesRef.current;
      const found = validateRef.current(current);
      setErrors(found);
      if (hasErrors(found)) return;
      busyRef.current = true;
      setSubmitting(true);
      try {
        await onValid(current);
      } catch {
        // left to the app: its client shows the failure (spec 01 §8)
      } finally {
        busyRef.current = false;
        setSubmitting(false);
      }
    },
    [],
  );

  const reset = useCallback(() => {
    valuesRef.current = initialRef.current;
    setValues(initialRef.current);
    setErrors({});
  }, []);

  return { values, errors, submitting, setValue, blur, setError, handleSubmit, reset };
}
