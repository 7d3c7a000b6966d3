// Wires the ui LoginDialog to the API and the session (spec 01 §4): a successful login stores the user,
// announces it, closes the dialog, toasts 登录成功, and continues to the page that asked for login.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { LoginUser } from '@peiyin/api-client';
import { LoginDialog, toast } from '@peiyin/ui';
import { api } from '../api';
import { closeLogin, loginDialogAtom } from '../state/loginDialog';
import { signIn } from '../state/session';
import { flavour } from '../flavour';

export const loginSuccessMessage = '登录成功';

export function LoginDialogHost() {
  const { open, continueTo, continueState } = useAtomValue(loginDialogAtom);
  const navigate = useNavigate();
  const [wxLoginUrl, setWxLoginUrl] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!open || flavour !== 'wechat') return;
    api.wxApi.loginParams().then((params) => setWxLoginUrl(params.qrUrl), () => setWxLoginUrl(undefined));
  }, [open]);

  const loggedIn = (user: LoginUser) => {
    signIn(user);
    toast.success(loginSuccessMessage);
    const target = continueTo;
    const state = continueState;
    closeLogin();
    if (target) navigate(target, state === undefined ? undefined : { state });
  };

  return (
    <LoginDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) closeLogin();
      }}
      flavour={flavour}
      userAgreementHref="/protocol"
      privacyHref="/privacy"
      onLoginByPwd={async (values) => loggedIn(await api.user.loginByPwd(values))}
      onLoginBySms={async (values) => loggedIn(await api.user.loginBySms({ ...values, inviterCode: values.inviterCode || undefined }))}
      onRequestSmsCode={(phone, captcha) => api.sms.loginVerifyCode({ phone, captcha })}
      onLoadCaptcha={(phone) => api.sms.loginVerifyCaptcha({ phone })}
      onRequestBindSmsCode={(phone, captcha) => api.sms.verifyCode({ phone, captcha })}
      onLoadBindCaptcha={(phone) => api.sms.verifyCaptcha({ phone })}
      wxLoginUrl={wxLoginUrl}
      onLoginByWx={async (query) => {
        const result = await api.user.loginByWx({ code: query.code ?? '', state: query.state ?? '' });
        if (result.status === 200 && result.data) loggedIn(result.data);
        return result;
      }}
      onBindWx={async (values) => {
        const result = await api.wxApi.bindFirstly(values);
        if (result.status === 200 && result.data) loggedIn(result.data);
        return result;
      }}
    />
  );
}
