import { Field, Input, Textarea } from '../../primitives/Input';
import type { FormState } from '../../forms/useFormState';
import { customAnchorLimits } from './customAnchorForm';

/** The text a custom anchor is saved with: its name, its description and its audition text. */
export type CustomAnchorTextKey = 'name' | 'comment' | 'text';

export interface CustomAnchorTextFieldProps<Values extends Record<CustomAnchorTextKey, string>> {
  /** The form the field belongs to (its value and message under `field`). */
  form: FormState<Values>;
  field: CustomAnchorTextKey;
  /** The form's own word for it: 主播名称 in the edit drawer, 模版名称 in the template-save dialog. */
  label: string;
  /** Lines of a description or an audition text (the name is one line). @default 3 */
  rows?: number;
}

const maxLength: Record<CustomAnchorTextKey, number> = {
  name: customAnchorLimits.nameMax,
  comment: customAnchorLimits.commentMax,
  text: customAnchorLimits.textMax,
};

/**
 * One required text field of a custom anchor form, with the limit and the placeholder of spec 02 §5: shared
 * by the template-save dialog (which creates the anchor) and the edit drawer (which changes it), so both ask
 * the same way. The message under it is the form's validator's.
 */
export function CustomAnchorTextField<Values extends Record<CustomAnchorTextKey, string>>({ form, field, label, rows = 3 }: CustomAnchorTextFieldProps<Values>) {
  const common = {
    maxLength: maxLength[field],
    placeholder: field === 'text' ? `请输入${label}，不超过${customAnchorLimits.textMax}字` : `请输入${label}`,
    value: form.values[field],
    onBlur: () => form.blur(field),
  };
  const change = (value: string) => form.setValue(field, value as Values[CustomAnchorTextKey]);
  return (
    <Field label={label} required error={form.errors[field]}>
      {field === 'name' ? (
        <Input size="lg" {...common} onChange={(event) => change(event.target.value)} />
      ) : (
        <Textarea rows={rows} {...common} onChange={(event) => change(event.target.value)} />
      )}
    </Field>
  );
}
