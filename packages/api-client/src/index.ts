/// @peiyin/api-client: the zod contract of every call and the ky client that speaks it.
export { createApiClient, requestTimeout, type ApiClient, type ApiClientOptions, type ApiGroup, type ApiMethod, type RequestOptions } from './client.ts';
export { ApiError, isApiError } from './errors.ts';
export { decodeTokenExpiry } from './token.ts';
export {
  contract,
  rules,
  messages,
  smsStatus,
  feedbackTypes,
  wxAuthMessage,
  wxAuthMessageType,
  envelope,
  successCode,
  networkErrorCode,
  type Call,
  type CallInput,
  type CallOutput,
  type Envelope,
  type MessageKey,
  type SmsCodeResult,
  type LoginUser,
  type Profile,
  type WxLoginResult,
  type WxLoginParams,
  type WxAuthMessage,
  type WxBindResult,
  type HomeComment,
  type ActivityBanner,
  type FeedbackInput,
  type FeedbackType,
  type HealthInfo,
} from './contract/index.ts';
