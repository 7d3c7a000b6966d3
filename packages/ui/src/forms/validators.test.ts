import { describe, expect, it } from 'vitest';
import {
  formMessages,
  hasErrors,
  validateCaptcha,
  validateConfirmPassword,
  validateFeedbackEmail,
  validateFeedbackForm,
  validateInviteCode,
  validateLoginPassword,
  validateLoginUsername,
  validateNewPassword,
  validateNickname,
  validatePasswordForm,
  validatePasswordLoginForm,
  validatePhone,
  validatePhoneForSms,
  validateSmsCode,
  validateSmsLoginForm,
  validateWechatBindForm,
} from './validators';

describe('phone (spec 01 §5, §9)', () => {
  it.each([
    ['', '手机号不能为空'],
    ['   ', '手机号不能为空'],
    ['1381234567', '手机号格式不正确'], // 10 digits
    ['138123456789', '手机号格式不正确'], // 12 digits
    ['12812345678', '手机号格式不正确'], // second digit 2
    ['23812345678', '手机号格式不正确'], // does not start with 1
    ['1381234567a', '手机号格式不正确'],
  ])('given %j the person reads %s', (phone, message) => {
    expect(validatePhone(phone)).toBe(message);
  });

  it.each(['13812345678', '19912345678', '15000000000', ' 13812345678 '])('accepts %j', (phone) => {
    expect(validatePhone(phone)).toBeUndefined();
  });

  it('asks for a phone before a code is requested, worded per dialog', () => {
    expect(validatePhoneForSms('')).toBe('请输入手机号码');
    expect(validatePhoneForSms('', 'bind')).toBe('手机号不能为空');
    expect(validatePhoneForSms('123')).toBe('手机号格式不正确');
    expect(validatePhoneForSms('13812345678')).toBeUndefined();
  });
});

describe('SMS code: required, 4-6 digits', () => {
  it.each([
    ['', '短信验证码不能为空'],
    ['123', '短信验证码格式错误'],
    ['1234567', '短信验证码格式错误'],
    ['12a4', '短信验证码格式错误'],
  ])('given %j the person reads %s', (code, message) => {
    expect(validateSmsCode(code)).toBe(message);
  });
  it.each(['1234', '12345', '123456'])('accepts %j', (code) => {
    expect(validateSmsCode(code)).toBeUndefined();
  });
});

describe('password login', () => {
  it('names both empty fields', () => {
    expect(validatePasswordLoginForm({ username: '', password: '' })).toEqual({
      username: '用户名/手机号不能为空',
      password: '密码不能为空',
    });
  });
  it('passes a filled form without judging the password format (the server does)', () => {
    expect(validatePasswordLoginForm({ username: 'ada', password: 'x' })).toEqual({});
    expect(validateLoginUsername('  ')).toBe(formMessages.usernameRequired);
    expect(validateLoginPassword(' ')).toBeUndefined();
  });
});

describe('phone login / register form', () => {
  it('leaves the invite code optional', () => {
    expect(validateSmsLoginForm({ phone: '13812345678', code: '123456', inviterCode: '' })).toEqual({});
  });
  it('reports phone and code together', () => {
    const errors = validateSmsLoginForm({ phone: '1', code: '', inviterCode: '' });
    expect(errors).toEqual({ phone: '手机号格式不正确', code: '短信验证码不能为空' });
    expect(hasErrors(errors)).toBe(true);
  });
  it('applies the same rules in the WeChat bind form', () => {
    expect(validateWechatBindForm({ phone: '', code: '12' })).toEqual({ phone: '手机号不能为空', code: '短信验证码格式错误' });
  });
});

describe('captcha', () => {
  it('asks for the characters when empty', () => {
    expect(validateCaptcha('')).toBe('请输入字符验证码');
    expect(validateCaptcha('a7Kx')).toBeUndefined();
  });
});

describe('feedback (spec 01 §5)', () => {
  it('requires content and email', () => {
    expect(validateFeedbackForm({ type: 1, content: ' ', email: '', otherContacts: '' })).toEqual({
      content: '反馈内容不能为空',
      email: '联系邮箱不能为空',
    });
  });
  it.each(['a', 'a@b', 'a b@c.com', '@c.com', 'a@.com'])('rejects the email %j', (email) => {
    expect(validateFeedbackEmail(email)).toBe(formMessages.feedbackEmailFormat);
  });
  it('accepts a normal address and leaves other contacts optional', () => {
    expect(validateFeedbackForm({ type: 0, content: '很好用', email: 'li.lei@example.com.cn', otherContacts: '' })).toEqual({});
  });
});

describe('account forms (spec 02 §5)', () => {
  it('requires a nickname of at most 30 characters', () => {
    expect(validateNickname('')).toBe('用户昵称不能为空');
    expect(validateNickname('配'.repeat(30))).toBeUndefined();
    expect(validateNickname('配'.repeat(31))).toBeDefined();
  });

  it.each([
    ['', '新密码不能为空'],
    ['abc12', '密码格式错误'], // 5
    ['a'.repeat(17), '密码格式错误'], // 17
    ['abc 123', '密码格式错误'],
    ['abc#123', '密码格式错误'],
    ['密码密码密码', '密码格式错误'],
  ])('new password %j gives %s', (password, message) => {
    expect(validateNewPassword(password)).toBe(message);
  });
  it.each(['abc123', 'A_b@c!', 'a'.repeat(16)])('accepts the new password %j', (password) => {
    expect(validateNewPassword(password)).toBeUndefined();
  });

  it('checks the confirmation against the new password', () => {
    expect(validateConfirmPassword('', 'abc123')).toBe('确认密码不能为空');
    expect(validateConfirmPassword('abc124', 'abc123')).toBe('两次输入密码不相同');
    expect(validateConfirmPassword('abc123', 'abc123')).toBeUndefined();
  });

  it('asks for the old password only when updating', () => {
    const values = { oldPassword: '', newPassword: 'abc123', confirmPassword: 'abc123' };
    expect(validatePasswordForm('set', values)).toEqual({});
    expect(validatePasswordForm('update', values)).toEqual({ oldPassword: '旧密码不能为空' });
  });

  it('requires an invite code on the account page', () => {
    expect(validateInviteCode(' ')).toBe('邀请码不能为空');
    expect(validateInviteCode('123456')).toBeUndefined();
  });
});
