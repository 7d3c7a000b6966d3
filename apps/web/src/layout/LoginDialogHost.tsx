// Wires the ui LoginDialog to the API and the session (spec 01 §4): a successful login stores the user,
// announces it, closes the dialog, toasts 登录成功, and continues to the page that asked for login.
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { LoginUser } from '@peiyin/api-client';
import { LoginDialog, toast } from '@peiyin/ui';
import { useLoginBySms, useLoginByPwd, useLoginByWx } from '../api/user';
import { useBindCaptcha, useBindSmsCode, useLoginCaptcha, useLoginSmsCode } from '../api/sms';
import { useBindWxFirstly, useWxLoginParams } from '../api/wxApi';
import { closeLogin, loginDialogAtom } from '../state/loginDialog';
import { signIn } from '../state/session';
import { flavour } from '../flavour';
import { forgetInvitation, invitationCode } from '../state/invite';

export const loginSuccessMessage = '登录成功';

export function LoginDialogHost() {
  const { open, continueTo, continueState } = useAtomValue(loginDialogAtom);
  const navigate = useNavigate();
  const wxParams = useWxLoginParams(open && flavour === 'wechat');
  const wxLoginUrl = wxParams.isError ? undefined : wxParams.data?.qrUrl;
  const loginByPwd = useLoginByPwd();
  const loginBySms = useLoginBySms();
  const loginByWx = useLoginByWx();
  const bindWx = useBindWxFirstly();
  const loginCaptcha = useLoginCaptcha();
  const loginSmsCode = useLoginSmsCode();
  const bindCaptcha = useBindCaptcha();
  const bindSmsCode = useBindSmsCode();

  const loggedIn = (user: LoginUser) => {
    signIn(user);
    forgetInvitation();
    toast.success(loginSuccessMessage);
    const target = continueTo;
    const state = continueState;
    closeLogin();
    if (target) navigate(target, state === undefined ? undefined : { state });
  };

  // a visitor who came by a friend's invitation link registers with that code, on the phone tab
  const invitedWith = invitationCode();
  return (
    <LoginDialog
      open={open}
      inviterCode={invitedWith}
      {...(invitedWith ? { defaultTab: 'phone' as const } : {})}
      onOpenChange={(next) => {
        if (!next) closeLogin();
      }}
      flavour={flavour}
      userAgreementHref="/protocol"
      privacyHref="/privacy"
      onLoginByPwd={async (values) => loggedIn(await loginByPwd.mutateAsync(values))}
      onLoginBySms={async (values) => loggedIn(await loginBySms.mutateAsync({ ...values, inviterCode: values.inviterCode || undefined }))}
      onRequestSmsCode={(phone, captcha) => loginSmsCode.mutateAsync({ phone, captcha })}
      onLoadCaptcha={(phone) => loginCaptcha.mutateAsync(phone)}
      onRequestBindSmsCode={(phone, captcha) => bindSmsCode.mutateAsync({ phone, captcha })}
      onLoadBindCaptcha={(phone) => bindCaptcha.mutateAsync(phone)}
      wxLoginUrl={wxLoginUrl}
      onLoginByWx={async (query) => {
        const result = await loginByWx.mutateAsync({ code: query.code ?? '', state: query.state ?? '' });
        if (result.status === 200 && result.data) loggedIn(result.data);
        return result;
      }}
      onBindWx={async (values) => {
        const result = await bindWx.mutateAsync(values);
        if (result.status === 200 && result.data) loggedIn(result.data);
        return result;
      }}
    />
  );
}
