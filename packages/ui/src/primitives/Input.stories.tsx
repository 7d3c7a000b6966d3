import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { Field, Input, Textarea } from './Input';
import { Stack } from './Stack';
import { Button } from './Button';
import { LockIcon, PhoneIcon } from './icons';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: { children: null },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inputs: Story = {
  render: () => (
    <Stack gap="4" style={{ width: 360 }}>
      <Field label="手机号" required>
        <Input prefix={<PhoneIcon />} placeholder="请输入手机号" inputMode="numeric" />
      </Field>
      <Field label="密码" hint="6-16 位字母、数字或 _@!">
        <Input prefix={<LockIcon />} type="password" placeholder="请输入密码" />
      </Field>
      <Field label="短信验证码" error="短信验证码格式错误">
        <Input defaultValue="12" suffix={<Button variant="link" size="sm">获取验证码</Button>} />
      </Field>
      <Field label="用户名">
        <Input disabled defaultValue="13800000000" size="lg" />
      </Field>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('短信验证码');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription('短信验证码格式错误');
    await userEvent.type(canvas.getByLabelText(/手机号/), '13800138000');
    await expect(canvas.getByLabelText(/手机号/)).toHaveValue('13800138000');
  },
};

function Feedback() {
  const [value, setValue] = useState('');
  return (
    <Field label="反馈内容" required error={value.length === 0 ? '反馈内容不能为空' : undefined}>
      <Textarea value={value} maxLength={500} onChange={(event) => setValue(event.target.value)} placeholder="请描述你的建议或遇到的问题" />
    </Field>
  );
}

export const TextareaWithCount: Story = {
  render: () => (
    <div style={{ width: 420 }}>
      <Feedback />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('反馈内容不能为空');
    await userEvent.type(canvas.getByLabelText(/反馈内容/), '希望增加更多方言主播');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('10/500')).toBeInTheDocument();
  },
};
