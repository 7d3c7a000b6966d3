/// Validation rules and messages shared by the web forms, the client and the server (spec 01 §5, spec 02 §5).
/// The web app validates a form with exactly these regexes and messages, the server checks the same again.

/// Regular expressions and length limits.
export const rules = {
  /** spec 01 §5: 11 digits, 1 then 3-9. */
  phone: /^1[3-9]\d{9}$/,
  /** spec 01 §5: SMS code of 4 to 6 digits. */
  smsCode: /^\d{4,6}$/,
  /** spec 02 §5: letters, digits and _@! only, 6 to 16 characters (the rule wins over the 6~20 tip). */
  password: /^[A-Za-z0-9_@!]{6,16}$/,
  /** A pragmatic e-mail check: something@domain.tld without spaces. The domain's labels exclude the dot, so
   *  the pattern cannot split one run of characters two ways (linear time on any input). */
  email: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/,
  /** spec 01 §9: captcha max 6 characters. */
  captchaMax: 6,
  /** spec 02 §5: nickname max 30. */
  nicknameMax: 30,
  /** spec 02 §5: invite code max length 10 (own codes are 6 digits). */
  inviteCodeMax: 10,
  /** spec 02 §5: password input max 30 (the format rule then allows 6-16). */
  passwordInputMax: 30,
  usernameMax: 30,
  feedbackContentMax: 1000,
  emailMax: 100,
  otherContactsMax: 100,
} as const;

/// Every user-facing validation and error message, exactly the spec's wording where it gives one.
export const messages = {
  phoneRequired: '手机号不能为空',
  phoneInvalid: '手机号格式不正确',
  /** spec 01 §5: requesting an SMS code with an empty phone (the bind dialog uses phoneRequired). */
  phoneEnter: '请输入手机号码',
  smsCodeRequired: '短信验证码不能为空',
  smsCodeInvalid: '短信验证码格式错误',
  usernameRequired: '用户名/手机号不能为空',
  usernameTooLong: '用户名/手机号不能超过30个字符',
  passwordRequired: '密码不能为空',
  captchaRequired: '请输入字符验证码',
  captchaTooLong: '字符验证码不能超过6个字符',
  inviteCodeRequired: '邀请码不能为空',
  inviteCodeTooLong: '邀请码不能超过10个字符',
  nicknameRequired: '用户昵称不能为空',
  nicknameTooLong: '用户昵称不能超过30个字符',
  oldPasswordRequired: '旧密码不能为空',
  newPasswordRequired: '新密码不能为空',
  passwordInvalid: '密码格式错误',
  confirmPasswordRequired: '确认密码不能为空',
  passwordMismatch: '两次输入密码不相同',
  feedbackTypeInvalid: '反馈类型不正确',
  feedbackContentRequired: '反馈内容不能为空',
  feedbackContentTooLong: '反馈内容不能超过1000个字符',
  feedbackEmailRequired: '联系邮箱不能为空',
  emailInvalid: '联系邮箱格式不正确',
  emailTooLong: '联系邮箱不能超过100个字符',
  otherContactsTooLong: '其他联系方式不能超过100个字符',
  openidRequired: '微信登录信息已失效，请重新扫码',
  wxCodeRequired: '微信授权码不能为空',
  wxStateRequired: '微信登录状态不能为空',
  wxCodeInvalid: '微信授权码格式不正确',
  wxStateInvalid: '微信登录状态格式不正确',
  openidInvalid: '微信登录信息格式不正确',
  positionInvalid: '广告位参数不正确',
  bodyInvalid: '请求参数格式错误',
  /** spec 02 §6. */
  loginRequired: '请先登录您的账号！',
  /** spec 01 §8: network failure without a code or message. */
  networkTimeout: '网络请求超时',
  notFound: '接口不存在',
  serverError: '服务器开小差了，请稍后再试',
  badResponse: '服务返回的数据格式不正确',
  tooManyRequests: '请求过于频繁，请稍后再试',
  payloadTooLarge: '请求内容过大',
  unsupportedMediaType: '不支持的请求格式',
  // Account outcomes answered by the server.
  smsCodeWrong: '短信验证码错误',
  smsCodeExpired: '短信验证码已失效，请重新获取',
  smsCodeBurned: '短信验证码错误次数过多，请重新获取',
  loginFailed: '用户名或密码错误',
  loginLocked: '密码错误次数过多，请15分钟后再试',
  oldPasswordWrong: '旧密码错误',
  passwordAlreadySet: '您已设置过密码，请使用修改密码',
  passwordNotSet: '您还没有设置密码，请先设置密码',
  inviteCodeUnknown: '邀请码不存在',
  inviteCodeSelf: '不能绑定自己的邀请码',
  inviteCodeAlreadyBound: '您已绑定过邀请码，不能更改',
} as const;

export type MessageKey = keyof typeof messages;
