/// The contract: every call's method, path, request schema and response `data` schema, per domain.
/// The server validates requests with it; the client parses responses with it.
import { feedback } from './feedback.ts';
import { health } from './health.ts';
import { settings } from './settings.ts';
import { sms } from './sms.ts';
import { user } from './user.ts';
import { wxApi } from './wxApi.ts';
import { tts } from './tts.ts';
import { anchor } from './anchor.ts';
import { draw } from './draw.ts';
import { vip } from './vip.ts';
import { trade } from './trade.ts';
import { gpt } from './gpt.ts';
import { tools } from './tools.ts';
import { pronunciation } from './pronunciation.ts';
import { apiKeyCalls } from './apiKey.ts';

export const contract = { sms, user, wxApi, settings, feedback, health, tts, anchor, draw, vip, trade, gpt, tools, pronunciation, apiKey: apiKeyCalls };

export { defineCall, text, optionalText, object, type Call, type CallInput, type CallOutput } from './define.ts';
export { rules, messages, type MessageKey } from './rules.ts';
export { issueMessage } from './issues.ts';
export { sms, smsStatus, smsCodeResult, captchaImage, type SmsCodeResult } from './sms.ts';
export { user, loginUser, profile, wxLoginResult, type LoginUser, type Profile, type WxLoginResult } from './user.ts';
export {
  wxApi,
  wxLoginParams,
  wxAuthMessage,
  wxAuthMessageType,
  wxBindResult,
  type WxLoginParams,
  type WxAuthMessage,
  type WxBindResult,
} from './wxApi.ts';
export { settings, homeComment, activityBanner, siteSettings, outsideService, type HomeComment, type ActivityBanner, type SiteSettings, type OutsideService } from './settings.ts';
export { feedback, feedbackInput, feedbackTypes, type FeedbackInput, type FeedbackType } from './feedback.ts';
export { health, healthInfo, type HealthInfo } from './health.ts';
export { envelope, successCode, networkErrorCode, type Envelope } from './envelope.ts';
export {
  tts,
  ttsMessages,
  ttsLimits,
  type AuditionInput,
  type Work,
  type WorkSummary,
  type WorkSaveInput,
  type Task,
  type TaskDetail,
  type TaskSentence,
  type TaskAddInput,
  type TaskAddResult,
  type Subtitle,
  type SoundStyle,
  type Sound,
  type Bgm,
  type BgmMine,
} from './tts.ts';
export {
  anchor,
  anchorMessages,
  anchorLimits,
  type AnchorOptions,
  type VoiceStatus,
  type AnchorListItem,
  type AnchorDetail,
  type EmotionTemplate,
  type AnchorRole,
  type CustomAnchor,
  type CustomAnchorInput,
  type Sample,
  type Tag,
} from './anchor.ts';
export { uploadPolicy, type UploadPolicy } from './upload.ts';
export {
  draw,
  drawMessages,
  drawLimits,
  drawTaskStatus,
  drawRefModes,
  type DrawRefMode,
  type DrawOptions,
  type DrawStyleOption,
  type DrawSizeOption,
  type DrawImage,
  type DrawTask,
  type DrawTaskAddInput,
  type DrawSetCoverInput,
} from './draw.ts';
export {
  vip,
  vipMessages,
  productTypes,
  payMethods,
  vipProduct,
  memberInfo,
  type ProductType,
  type PayMethodCode,
  type VipProduct,
  type MemberInfo,
  type LastPayment,
  type GuideContent,
  type NewUserReward,
  type AsrVipInfo,
  type GptVipInfo,
  type InviterSummary,
} from './vip.ts';
export { trade, tradeLimits, orderStatus, type PresetOrder, type MobileOrder, type OrderState, type TradeFlow, type PayOptions } from './trade.ts';
export {
  gpt,
  gptMessages,
  gptModes,
  gptModeNames,
  gptServiceMenu,
  gptMessageStates,
  gptLimits,
  gptPromptCategories,
  gptTemplateIcons,
  gptStreamEvents,
  gptStreamCalls,
  type GptMode,
  type GptMessageState,
  type GptRole,
  type GptPromptCategory,
  type GptTemplateIcon,
  type GptStreamEvent,
  type GptStreamCall,
  type GptStatus,
  type GptWelcome,
  type GptMessage,
  type GptConversation,
  type GptConversationDetail,
  type GptPrompt,
  type GptTemplate,
  type GptTemplateLabel,
  type GptUsage,
  type GptChatInput,
  type GptRewriteInput,
  type GptTemplateApplyInput,
} from './gpt.ts';
export {
  tools,
  toolsMessages,
  toolsLimits,
  asrStatus,
  ocrTypes,
  type ToolsInfo,
  type OcrResult,
  type VideoParseResult,
  type AsrTask,
  type AsrSentence,
  type AsrTaskDetail,
  type AsrUsage,
  type AsrAddResult,
} from './tools.ts';
export {
  pronunciation,
  pronunciationMessages,
  pronunciationLimits,
  pronunciationEntry,
  pronunciationInput,
  polyphoneFlag,
  polyphoneCheckInput,
  importResult,
  importProblem,
  type PronunciationImportResult,
  type PronunciationEntryItem,
  type PronunciationInput,
  type PolyphoneFlagItem,
} from './pronunciation.ts';
export {
  apiKeyCalls,
  apiKeyMessages,
  apiKeyScopes,
  apiKeyScopeNames,
  apiKeyLimits,
  type ApiKey,
  type ApiKeyScope,
  type ApiKeyUsage,
  type ApiKeyList,
  type ApiKeyCreated,
  type ApiKeyCreateInput,
} from './apiKey.ts';
