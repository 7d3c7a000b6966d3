import { expect, it } from 'vitest';
import { contract } from '@peiyin/api-client';
import { describeOnBothDatabases, send, signIn } from '../../testing/harness.ts';
import { feedbackService } from './service.ts';

describeOnBothDatabases('feedback', (server) => {
  const stored = () => feedbackService(server().app).list();

  it('stores feedback from a visitor and from a signed-in user', async () => {
    const { app } = server();
    const anonymous = await send(app, contract.feedback.add, { type: 1, content: ' 希望增加更多方言主播 ', email: 'fan@example.com' });
    expect(anonymous.body).toEqual({ code: 200, message: 'success', data: null });
    const user = await signIn(app);
    const signed = await send(app, contract.feedback.add, { type: 0, content: '导出失败', email: 'me@example.cn', otherContacts: '微信 peiyin' }, { token: user.token });
    expect(signed.body.code).toBe(200);
    const rows = await stored();
    expect(rows.slice(-2)).toMatchObject([
      { type: 1, content: '希望增加更多方言主播', email: 'fan@example.com', other_contacts: null, user_id: null },
      { type: 0, content: '导出失败', email: 'me@example.cn', other_contacts: '微信 peiyin', user_id: expect.any(Number) },
    ]);
  });

  it('validates every field with the messages of spec 01 §5, server-side too', async () => {
    const { app } = server();
    const before = (await stored()).length;
    const valid = { type: 2, content: '问题描述', email: 'a@b.cn' };
    const cases: [unknown, string][] = [
      [{ ...valid, content: undefined }, '反馈内容不能为空'],
      [{ ...valid, content: '   ' }, '反馈内容不能为空'],
      [{ ...valid, content: 'x'.repeat(1001) }, '反馈内容不能超过1000个字符'],
      [{ ...valid, email: undefined }, '联系邮箱不能为空'],
      [{ ...valid, email: '' }, '联系邮箱不能为空'],
      [{ ...valid, email: 'not-an-email' }, '联系邮箱格式不正确'],
      [{ ...valid, email: 'a b@c.cn' }, '联系邮箱格式不正确'],
      [{ ...valid, email: 42 }, '联系邮箱格式不正确'],
      [{ ...valid, email: `${'a'.repeat(96)}@b.cn` }, '联系邮箱不能超过100个字符'],
      [{ ...valid, type: 3 }, '反馈类型不正确'],
      [{ ...valid, type: '1' }, '反馈类型不正确'],
      [{ ...valid, type: undefined }, '反馈类型不正确'],
      [{ ...valid, otherContacts: 'x'.repeat(101) }, '其他联系方式不能超过100个字符'],
    ];
    for (const [input, message] of cases) {
      const { status, body } = await send(app, contract.feedback.add, input);
      expect({ input, status, body }).toEqual({ input, status: 400, body: { code: 400, message, data: null } });
    }
    expect((await stored()).length).toBe(before);
  });
});
