import { useEffect, useId, useState } from 'react';
import { RadioGroup } from 'radix-ui';
import { Dialog } from '../../primitives/Dialog';
import { Button } from '../../primitives/Button';
import { Field, Input, Textarea } from '../../primitives/Input';
import { SuccessIcon } from '../../primitives/icons';
import { useFormState } from '../../forms/useFormState';
import { type FeedbackType, type FeedbackValues, feedbackTypes, validateFeedbackForm } from '../../forms/validators';
import * as css from './FeedbackDialog.css';
import { Inline, Stack } from '../../primitives/Stack';

/** Labels of the feedback types, in the spec's order: 1 suggestion, 2 problem, 0 other (spec 01 §2). */
export const feedbackTypeLabels: Record<FeedbackType, string> = { 1: '建议', 2: '问题', 0: '其他' };

/** Lengths of the free-text fields (the spec gives none): the same as the server's contract, so what the form accepts the server accepts. */
export const feedbackLimits = { contentMaxLength: 1000, emailMaxLength: 100, otherContactsMaxLength: 100 } as const;

export interface FeedbackDialogProps {
  /** Controlled open state of the form. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Send the feedback. Resolving closes the form and shows the 提交成功 dialog. A rejection keeps
   * the form open with what was typed; the app's client shows the failure (spec 01 §8).
   */
  onSubmit: (values: FeedbackValues) => Promise<unknown>;
  /** Pre-filled email (e.g. from the profile). @default '' */
  defaultEmail?: string;
}

/** The feedback form and its success dialog (spec 01 §2 "Feedback dialog", §5). */
export function FeedbackDialog({ open, onOpenChange, onSubmit, defaultEmail = '' }: FeedbackDialogProps) {
  const form = useFormState<FeedbackValues>({ type: 1, content: '', email: defaultEmail, otherContacts: '' }, validateFeedbackForm);
  const [succeeded, setSucceeded] = useState(false);
  const { reset } = form;
  const typeLabelId = useId();

  // A new opening starts with an empty form.
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const submit = form.handleSubmit(async (values) => {
    await onSubmit({
      type: values.type,
      content: values.content.trim(),
      email: values.email.trim(),
      otherContacts: values.otherContacts.trim(),
    });
    onOpenChange(false);
    setSucceeded(true);
  });

  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content title="意见反馈" description="您的每一条反馈我们都会认真阅读" width={520}>
          <Stack as="form" gap="4" onSubmit={submit} noValidate>
            <div>
              <div id={typeLabelId} className={css.groupLabel}>
                反馈类型
              </div>
              <RadioGroup.Root
                className={css.typeGroup}
                value={String(form.values.type)}
                onValueChange={(value) => form.setValue('type', Number(value) as FeedbackType)}
                aria-labelledby={typeLabelId}
              >
                {feedbackTypes.map((type) => (
                  <RadioGroup.Item key={type} value={String(type)} className={css.typeOption}>
                    <span className={css.typeDot}>
                      <RadioGroup.Indicator className={css.typeDotInner} />
                    </span>
                    {feedbackTypeLabels[type]}
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            </div>
            <Field label="反馈内容" required error={form.errors.content}>
              <Textarea
                rows={5}
                maxLength={feedbackLimits.contentMaxLength}
                placeholder="请详细描述您的建议或遇到的问题，我们会尽快处理"
                value={form.values.content}
                onChange={(event) => form.setValue('content', event.target.value)}
                onBlur={() => form.blur('content')}
              />
            </Field>
            <Field label="联系邮箱" required error={form.errors.email}>
              <Input
                size="lg"
                type="email"
                autoComplete="email"
                maxLength={feedbackLimits.emailMaxLength}
                placeholder="方便我们回复您，例如 name@example.com"
                value={form.values.email}
                onChange={(event) => form.setValue('email', event.target.value)}
                onBlur={() => form.blur('email')}
              />
            </Field>
            <Field label="其他联系方式" hint="选填，如手机号、微信号">
              <Input
                size="lg"
                maxLength={feedbackLimits.otherContactsMaxLength}
                placeholder="请输入其他联系方式"
                value={form.values.otherContacts}
                onChange={(event) => form.setValue('otherContacts', event.target.value)}
              />
            </Field>
            <Inline gap="3" align="stretch" justify="flex-end" marginTop="2">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                取消
              </Button>
              <Button type="submit" loading={form.submitting}>
                提交反馈
              </Button>
            </Inline>
          </Stack>
        </Dialog.Content>
      </Dialog.Root>
      <Dialog.Root open={succeeded} onOpenChange={setSucceeded}>
        <Dialog.Content title="提交成功" hideTitle width={400}>
          <div className={css.success}>
            <span className={css.successBadge}>
              <SuccessIcon size={32} />
            </span>
            <p className={css.successTitle} aria-hidden>
              提交成功
            </p>
            <p className={css.successText}>感谢您的反馈，我们会尽快处理并与您联系。</p>
            <Button className={css.successAction} onClick={() => setSucceeded(false)}>
              我知道了
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
