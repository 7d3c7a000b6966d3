/// The contract's documentation for the OpenAPI document the server publishes at `/api/docs`: a Chinese
/// summary per call, a tag per domain, and descriptions of the fields people send. It lives beside the
/// contract but in its own entry (`@peiyin/api-client/openapi`), so the web app, which imports the contract,
/// does not carry these texts in its bundle.
import { z } from 'zod';
import { contract } from './contract/index.ts';
import type { Call } from './contract/define.ts';
import { anchorDetail, anchorListItem, customAnchor, customAnchorInput, sample } from './contract/anchor.ts';
import { feedbackInput } from './contract/feedback.ts';
import { smsCodeResult } from './contract/sms.ts';
import { auditionInput, task, taskAddInput, work, workSaveInput } from './contract/tts.ts';
import { drawOptions, drawSetCoverInput, drawTask, drawTaskAddInput } from './contract/draw.ts';
import { loginUser, profile } from './contract/user.ts';
import { memberInfo, vipProduct } from './contract/vip.ts';
import { gptChatInput, gptConversation, gptMessage, gptPrompt, gptRewriteInput, gptStatus, gptTemplate, gptTemplateApplyInput, gptTemplateLabel } from './contract/gpt.ts';
import { asrSentence, asrTask, videoParseResult } from './contract/tools.ts';
import { uploadPolicy } from './contract/upload.ts';
import { importProblem, importResult, polyphoneFlag, pronunciationEntry, pronunciationInput } from './contract/pronunciation.ts';
import { apiKey, apiKeyCreateInput, apiKeyUsage } from './contract/apiKey.ts';

type Contract = typeof contract;
type CallDoc = { summary: string; description?: string };
type Docs = { [Domain in keyof Contract]: { [Name in keyof Contract[Domain]]: CallDoc } };

/// One tag per domain, in the order the reference lists them.
const tags: Record<keyof Contract, { name: string; description: string }> = {
  sms: { name: '短信验证码', description: '登录和绑定手机号用的短信验证码与图形验证码' },
  user: { name: '账号', description: '短信、密码与微信登录，个人资料、密码和邀请码' },
  wxApi: { name: '微信登录', description: '微信扫码登录：二维码参数与首次登录绑定手机号' },
  settings: { name: '站点内容', description: '首页评价与活动横幅' },
  feedback: { name: '意见反馈', description: '帮助中心的意见反馈' },
  health: { name: '运行状态', description: '服务版本与数据库类型' },
  tts: { name: '配音', description: '试听、草稿（作品）、合成任务、音效与背景音乐' },
  anchor: { name: '主播', description: '主播库、收藏、自定义主播与样音' },
  draw: { name: 'AI绘画', description: '风格与尺寸、参考图上传凭证、绘画任务（排队生成、查询、重新生成、删除）与设为作品封面' },
  vip: { name: '会员', description: '配音、语音识别与 AI 写作会员：套餐、会员信息、新人福利、最近开通与邀请奖励' },
  trade: { name: '支付', description: '下单（扫码或手机支付）、订单状态、消费记录；支付平台的异步通知见 POST /api/trade/notify/{provider}' },
  gpt: { name: 'AI写作', description: 'AI写作助手（默认对话、翻译、编辑）、对话记录、魔法提示词库、灵感中心与智能改写' },
  tools: { name: '智能工具', description: '图片文字识别、视频提取、文案提取（语音转文字）：先申请上传凭证再上传文件' },
  pronunciation: { name: '发音词典', description: '每个账号的发音词典：词语的拼音或替换文本，用于该账号的每次试听与合成' },
  apiKey: { name: 'API 密钥', description: '账号的 API 密钥：在其他工具中通过 OpenAI 兼容的 /v1/audio/speech 使用本账号的音色（见「OpenAI 兼容语音接口」）' },
};

const calls: Docs = {
  sms: {
    loginVerifyCaptcha: { summary: '获取登录用的图形验证码', description: '返回 `data:image/svg+xml;base64,…` 图片地址；发送验证码要求图形验证码（状态 202）时使用。' },
    loginVerifyCode: { summary: '发送登录短信验证码', description: '状态：200 已发送（interval 为可再次获取的秒数）；202 需要图形验证码；203 图形验证码错误；429 过于频繁；403 当日次数已满；500 短信服务失败。' },
    verifyCaptcha: { summary: '获取绑定手机号用的图形验证码' },
    verifyCode: { summary: '发送绑定手机号的短信验证码', description: '微信首次登录绑定手机号时使用，状态同登录短信。' },
  },
  user: {
    loginBySms: { summary: '短信验证码登录', description: '首次登录即注册；注册时可填写邀请码绑定邀请人。' },
    loginByPwd: { summary: '密码登录', description: '用户名为手机号或系统生成的用户名；连续 5 次密码错误锁定 15 分钟。' },
    loginByWx: { summary: '微信扫码登录', description: '参数为二维码页面回传的 code 与 state。状态 200 登录成功；202 首次使用微信登录，需要用返回的 openid 绑定手机号。' },
    profile: { summary: '个人资料' },
    updateProfile: { summary: '修改昵称' },
    hasPassword: { summary: '是否已设置密码' },
    setPassword: { summary: '设置密码', description: '仅在尚未设置密码时可用；成功后所有登录会话失效。' },
    updatePassword: { summary: '修改密码', description: '需要旧密码；成功后所有登录会话失效。' },
    inviterCode: { summary: '我的邀请码' },
    bindInviter: { summary: '绑定邀请人', description: '邀请码只能绑定一次，不能绑定自己的邀请码。' },
  },
  wxApi: {
    loginParams: { summary: '微信扫码登录参数', description: 'qrUrl 为二维码页面地址（沙盒或微信开放平台）；扫码确认后页面向父窗口发送 `{type: "wxAuthSuccess", query: {code, state}}`。' },
    bindFirstly: { summary: '微信首次登录绑定手机号', description: '30 分钟内有效；手机号未注册则注册，然后登录。' },
  },
  settings: {
    homeComments: { summary: '首页用户评价' },
    activityBanner: { summary: '活动横幅', description: '返回该位置当前有效的活动，没有则为 null。' },
    site: { summary: '站点信息', description: '部署方配置的备案号、客服二维码和 App 下载二维码；未配置的不返回（备案号为 null，列表为空）。' },
    services: { summary: '在用的第三方服务', description: '本站按当前配置会把用户数据发送到的外部服务，隐私政策与第三方信息共享清单据此生成。' },
  },
  feedback: {
    add: { summary: '提交意见反馈', description: '登录与否均可提交；登录时记录提交人。' },
  },
  health: {
    get: { summary: '服务状态', description: '版本号与数据库类型（sqlite 或 postgres）。' },
  },
  tts: {
    audition: { summary: '试听', description: '一次最多 1000 字；编辑器发送当前模版的语音参数与一段文本（纯文本或以 `<speak` 开头的 SSML），主播选择器只发送 {anchorId, text}。成功时返回 audio/mpeg 音频流，失败时返回信封。' },
    auditionPrefetch: { summary: '预合成试听', description: '编辑器在输入停顿时发送下一次试听的第一段（与试听相同的参数）；当主播的声音起声较慢（神经网络声音）且服务器空闲时，先合成到句子缓存，点击试听时即可立即播放。data.warmed 表示是否已预合成。' },
    workSave: { summary: '保存草稿', description: '不带 workId 时新建；标题留空时取自文案开头。' },
    workList: { summary: '草稿列表', description: '按更新时间倒序，每项带文案开头作为摘要。' },
    workDetail: { summary: '草稿详情' },
    workDelete: { summary: '删除草稿' },
    taskAdd: { summary: '提交合成任务', description: '文案最长 8000 字。状态 200 已提交（code 为任务编号）；402 今日合成次数已用完。会员得到 48 kHz 音频。' },
    taskList: { summary: '合成任务列表', description: '状态：0 排队中，2 合成中，1 合成成功（filepath 可播放和下载），-1 合成失败（reason 为原因）。' },
    taskDelete: { summary: '删除合成任务', description: '合成中的任务会停止，音频文件一并删除。' },
    taskDetail: { summary: '合成任务详情', description: '任务及其逐句信息：合成中时 progress 为已完成句数与总句数；合成成功后每句带开始与结束时间（毫秒，与字幕一致）。' },
    taskSubtitle: { summary: '导出字幕', description: '按任务音频的真实分段时间生成 SRT 或 LRC 字幕。' },
    soundStyleList: { summary: '音效分类' },
    soundSearch: { summary: '某分类下的音效' },
    bgmList: { summary: '背景音乐列表', description: '先列出内置音乐，登录时再列出自己上传的音乐。' },
    bgmUpload: { summary: '上传背景音乐', description: 'multipart/form-data：一个 file 字段（mp3 或 wav，不超过 20M），可选 name 字段。' },
    bgmMine: { summary: '我上传的背景音乐', description: '自己上传的音乐（新的在前），limit 为最多可保留的数量。' },
    bgmDelete: { summary: '删除上传的背景音乐', description: '删除自己上传的一首音乐及其文件，释放上传名额；已完成的配音不受影响，尚未合成的任务会失败。' },
  },
  anchor: {
    options: { summary: '主播筛选条件', description: '排序、场景、风格、性别、语言与等级的标签。' },
    voiceStatus: {
      summary: '自然人声（神经网络语音）是否可用',
      description: 'neural：ready 可用；fetching 模型下载中；absent/failed 模型不在（这些主播暂用经典电子音）；off 未启用。notice 为主播页要显示的说明，可用时为 null；credit 为模型、许可与下载的说明（未启用时为 null）。',
    },
    localesByLanguage: { summary: '某语言下的口音', description: '没有口音细分时为空列表。' },
    search: { summary: '按条件搜索主播', description: '每个不为 0 的条件都会缩小结果；排序 1 综合，2 最热，3 最新。每页 20、30 或 200 条。' },
    searchByName: { summary: '按名称搜索主播' },
    detail: { summary: '主播详情', description: '含情绪模版（各带试听音频）与角色。' },
    favorites: { summary: '我收藏的主播' },
    favorite: { summary: '收藏主播', description: '自定义主播不支持收藏；重复收藏不报错。' },
    unfavorite: { summary: '取消收藏' },
    customSearch: { summary: '我的自定义主播（主播卡片）' },
    customList: { summary: '我的自定义主播（全部）' },
    customDetail: { summary: '自定义主播详情' },
    customAdd: { summary: '保存自定义主播', description: '由一个系统主播、情绪模版、角色与语速音调音量组成。' },
    customUpdate: { summary: '修改自定义主播' },
    customDelete: { summary: '删除自定义主播' },
    sampleScenes: { summary: '样音场景' },
    sampleSearch: { summary: '样音列表', description: '按场景筛选，每页 20 条。' },
    sampleReport: { summary: '上报样音使用', description: 'event 1 试听，2 去配音；用于计算热度。' },
  },
  draw: {
    options: {
      summary: '绘画选项',
      description: '风格（带随服务发布的预览图）、尺寸（1:1 1024*1024、9:16 720*1280、16:9 1280*720）、数量 1-4；provider.configured 为 false 时服务器尚未配置绘画服务；quota 为每日张数与今日剩余。',
    },
    ossPolicy: {
      summary: '参考图上传凭证',
      description: '返回上传地址与表单字段：先依次提交 fields，最后提交 file。仅支持 png/jpeg（按内容检查），不超过 5M（图片文件大小不超过5M）；凭证 10 分钟内有效、只能用一次。',
    },
    taskAdd: {
      summary: '提交绘画任务',
      description: '画面描述最多 500 字；refImage 为上传凭证中的 key；refMode repaint（参考内容）或 refonly（参考图片，默认）；refStrength 为 0-1（滑块百分比 / 100）。按会员等级限制每日张数（超出返回 402）；未配置绘画服务时返回 503 并说明如何配置。',
    },
    taskList: { summary: '我的绘画作品', description: '按提交时间倒序，每页 10 条；hasMore 为 false 时没有更多了。' },
    taskCheck: { summary: '查询绘画任务', description: '返回任务的最新状态与图片。' },
    taskRegenerate: { summary: '重新生成', description: '以相同参数提交一个新任务（状态大于 1 的任务可用），计入每日张数。' },
    taskDelete: { summary: '删除绘画任务', description: '仅限本人；图片一并删除，生成中的任务会停止。' },
    setCover: {
      summary: '设为作品封面',
      description: '把已完成任务的第 index 张图片设为自己的配音任务（code）或配音草稿（workId）的封面，创作中心会显示它。',
    },
  },
  vip: {
    products: { summary: '配音会员套餐', description: '商品类型 100；价格单位为元，averagePrice 为日均价。' },
    memberInfo: { summary: '配音会员信息', description: 'vipLevel 0 为非会员或已过期；expired 由结束时间计算；showRenew 在已过期或 7 天内到期时为 true。' },
    takeNewUserRewards: { summary: '领取新人会员体验', description: '每个账号一次：从未开通过会员的用户获得高级会员体验天数；重复调用不再发放，granted 为 false。' },
    lastPayments: { summary: '最近开通记录', description: '真实的最近支付，手机号打码（如 138****8000）；没有支付时为空列表。' },
    guideContent: { summary: '会员权益说明', description: '各等级的权益与会员规则。' },
    asrInfo: { summary: '语音识别会员信息' },
    asrProducts: { summary: '语音识别会员套餐', description: '商品类型 200；minutes 为每月识别分钟数。' },
    gptInfo: { summary: 'AI 写作会员信息' },
    gptProducts: { summary: 'AI 写作会员套餐', description: '商品类型 300；tokens 为每月可用 token 数。' },
    inviterSummary: { summary: '邀请好友概况', description: '我的邀请码、邀请规则、已注册的好友与已获得的奖励。好友首次付费后邀请人获得奖励，每位好友只奖励一次。' },
  },
  trade: {
    options: { summary: '支付方式', description: 'mode：none 未开通在线支付，sandbox 沙箱支付（不产生真实扣款），live 真实支付；methods 为可用的支付方式（1 支付宝，2 微信支付）。' },
    newPresetOrder: { summary: '创建扫码支付订单', description: '金额取自服务器上的套餐；qrcode 为支付地址的 PNG 二维码（data URL，边长 qrWidth）。订单默认 5 分钟后过期。' },
    checkPresetOrderStatus: { summary: '查询订单状态', description: 'status：0 待支付，1 已支付（subtitle 为开通结果），-1 已过期。临近过期时服务器先向支付平台查询，不会漏掉迟到的支付。' },
    newMobileOrder: { summary: '创建手机支付订单', description: '手机浏览器跳转 redirectUrl（支付宝手机网站支付、微信 H5 支付或沙箱收银台），支付后回到 /pay/result 页面查询结果。' },
    flows: { summary: '消费记录', description: '按时间倒序，每页 10 条；sign 为 - 表示支付，+ 表示退款或奖励。' },
  },
  gpt: {
    status: { summary: 'AI写作服务状态与本月额度', description: 'configured 为 false 时服务器未配置写作模型，setupMessage 说明需要设置的环境变量；quota 为本月（北京时间）已用与可用的 tokens：会员每月 100 万，非会员为免费额度。' },
    welcome: { summary: '各模式的欢迎语', description: 'mode：1 默认对话，2 翻译助手，3 编辑助手。' },
    chat: { summary: '对话（流式）', description: 'mode 默认 1。默认对话模式下，所续对话的历史（按 tokens 截取最近的部分）随问题发给模型；其他模式不带历史。问题最多 2000 字。成功时返回 `text/event-stream`：先是 `event: start`（data 为 `{conversationId}`），然后若干 `event: delta`（data 为 `{text}`，文本片段），最后一个 `event: done`（data 为 `{finished: true, finishReason, usage, conversationId}`）；回答途中出错时最后一个事件是 `event: error`（data 为 `{code, message}`）。开始回答之前的拒绝（输入为空或过长、未配置模型、本月额度用完）返回普通信封。客户端断开连接即停止回答，上游模型的请求随之结束。' },
    translate: { summary: '翻译助手（流式）', description: '模式 2：中英互译，适合配音稿的外语版本；不带历史。成功时返回 `text/event-stream`：先是 `event: start`（data 为 `{conversationId}`），然后若干 `event: delta`（data 为 `{text}`，文本片段），最后一个 `event: done`（data 为 `{finished: true, finishReason, usage, conversationId}`）；回答途中出错时最后一个事件是 `event: error`（data 为 `{code, message}`）。开始回答之前的拒绝（输入为空或过长、未配置模型、本月额度用完）返回普通信封。客户端断开连接即停止回答，上游模型的请求随之结束。' },
    edit: { summary: '编辑助手（流式）', description: '模式 3：润色、改写成适合朗读的配音稿；不带历史。成功时返回 `text/event-stream`：先是 `event: start`（data 为 `{conversationId}`），然后若干 `event: delta`（data 为 `{text}`，文本片段），最后一个 `event: done`（data 为 `{finished: true, finishReason, usage, conversationId}`）；回答途中出错时最后一个事件是 `event: error`（data 为 `{code, message}`）。开始回答之前的拒绝（输入为空或过长、未配置模型、本月额度用完）返回普通信封。客户端断开连接即停止回答，上游模型的请求随之结束。' },
    rewrite: { summary: '智能改写（流式）', description: '把一段文案改写成意思相同、表达不同、适合配音的新文案，最多 2000 字；可选 `targetSeconds`（1–600 的整数秒）要求改写后朗读约这么多秒，否则篇幅与原文相近；不保存对话。成功时返回 `text/event-stream`：先是 `event: start`（data 为 `{conversationId}`），然后若干 `event: delta`（data 为 `{text}`，文本片段），最后一个 `event: done`（data 为 `{finished: true, finishReason, usage, conversationId}`）；回答途中出错时最后一个事件是 `event: error`（data 为 `{code, message}`）。开始回答之前的拒绝（输入为空或过长、未配置模型、本月额度用完）返回普通信封。客户端断开连接即停止回答，上游模型的请求随之结束。' },
    conversationList: { summary: '对话记录', description: '某模式下自己的对话，最近更新的在前，每页 20 条。' },
    conversationDetail: { summary: '对话详情', description: '对话的全部消息：role 1 提问，2 回答；state 3 已完成。' },
    conversationRename: { summary: '重命名对话' },
    conversationDelete: { summary: '删除对话', description: '对话及其消息一并删除。' },
    promptList: { summary: '魔法提示词库', description: '每页 12 条，可按分类筛选；每条有中文与英文提示词。' },
    templateSearch: { summary: '灵感模板列表', description: '每页 30 条，可按关键词搜索标题与简介。' },
    templateDetail: { summary: '灵感模板详情', description: '标题、简介、输入提示与示例。' },
    templateApply: { summary: '使用灵感模板（流式）', description: '按模板把输入内容（最多 500 字）写成配音文案；最后的 done 事件带 finished: true。成功时返回 `text/event-stream`：先是 `event: start`（data 为 `{conversationId}`），然后若干 `event: delta`（data 为 `{text}`，文本片段），最后一个 `event: done`（data 为 `{finished: true, finishReason, usage, conversationId}`）；回答途中出错时最后一个事件是 `event: error`（data 为 `{code, message}`）。开始回答之前的拒绝（输入为空或过长、未配置模型、本月额度用完）返回普通信封。客户端断开连接即停止回答，上游模型的请求随之结束。' },
  },
  tools: {
    info: { summary: '各工具在本服务器上是否可用', description: 'OCR 是否启用、yt-dlp 是否已安装、语音识别是否已配置（未配置时 message 说明如何配置）。' },
    ocrPolicy: { summary: '图片文字识别：申请上传凭证', description: '仅 jpg/png、不超过 10M。返回的 fields 与 file 以 multipart/form-data 提交到 url，随后调用识别接口。' },
    ocrRecognize: { summary: '图片文字识别：识别已上传的图片', description: 'type 0 通用，1 手写（同一印刷体模型，先做局部二值化）。图片识别后即删除，不保留。' },
    rwmCaptcha: { summary: '视频提取：获取图形验证码', description: '每张验证码只能用于一次解析。' },
    rwmParse: { summary: '视频提取：解析分享链接', description: '从粘贴的分享文案中找出链接（最长 300 字），由 yt-dlp 解析。返回的所有媒体地址都经本服务器下载（带签名，数小时内有效）。' },
    asrUsage: { summary: '文案提取：本月语音识别时长', description: '会员（产品类型 200）的每月分钟数、已用与剩余；按文件时长向上取整到分钟计费，失败的任务不计。' },
    asrPolicy: { summary: '文案提取：申请上传凭证', description: '音频 mp3/wav、视频 mp4/m4a/mov；不超过 100M、20 分钟（浏览器读取的时长）；剩余时长不足时返回 402。' },
    asrAddTask: { summary: '文案提取：用已上传的文件添加任务', description: '服务器按内容核对文件类型，并用 ffmpeg 读取真实时长（不超过 20 分钟）后排队识别。' },
    asrParseShareUrl: { summary: '文案提取：用视频分享链接添加任务', description: '链接由视频提取工具（yt-dlp）解析，媒体文件由任务下载（不超过 100M、20 分钟）。' },
    asrTaskList: { summary: '文案提取：任务列表', description: '每页 10 条，按提交时间倒序。状态：0 成功，2 失败，其他为处理中（1 排队中，3 识别中）。' },
    asrTaskDetails: { summary: '文案提取：任务详情', description: '成功时带句子（开始、结束毫秒与文字）；audioUrl 为带签名的播放地址。' },
    asrDeleteTask: { summary: '文案提取：删除任务', description: '识别中的任务会停止，上传的文件一并删除。' },
    audioConvert: { summary: '音频提取：导出 MP3 或 M4A', description: 'multipart/form-data：一个 file 字段（视频 mp4/mov/m4a 或音频 mp3/wav，不超过 100M、20 分钟），format 为 mp3 或 m4a。成功时直接返回音频文件（附件）；文件不保留。WAV 由浏览器在本地生成，不经过此接口。' },
  },
  pronunciation: {
    list: { summary: '发音词典词条', description: '按词语、拼音或替换文本搜索，最新修改的在前；每页 20、50 或 100 条。' },
    all: { summary: '全部发音词条', description: '编辑器标注与试听、合成使用的完整词典（最多 2000 条）。' },
    add: { summary: '添加发音词条', description: '拼音（每个汉字一个带声调音节）与替换文本二选一；同一词语只能有一条。' },
    update: { summary: '修改发音词条' },
    delete: { summary: '删除发音词条' },
    importFile: {
      summary: '导入发音词典',
      description:
        'CSV（表头 词语,拼音,替换文本）或 W3C PLS 1.0（alphabet="x-pinyin"，数字声调拼音，如 chong2 qing4）文件的文本，按内容识别格式；已有的词语采用文件中的读音。任一行有问题时不导入任何词条，并逐行返回问题（行号与原因）。最多 50 万字符、2000 个词条。',
    },
    exportFile: { summary: '导出发音词典', description: '整个词典为 CSV（UTF-8 带 BOM）或 PLS 文件的文本与文件名，由浏览器保存。' },
    polyphones: {
      summary: '待确认的多音字',
      description:
        '按顺序返回每段文本中需要用户确认的多音字：内置引擎（espeak）自身的读音与结合上下文的读音不一致、且常用词表和用户发音词典都未给出读音的字，建议读音在候选的第一位。最多 400 段、单段 2000 字符、共 10000 字符。',
    },
  },
  apiKey: {
    list: { summary: '我的 API 密钥', description: '未撤销的密钥（新的在前，只显示前缀）与本月通过密钥合成的字数、额度、每个密钥的频率与并发上限。' },
    create: { summary: '创建 API 密钥', description: '返回的 secret 只显示这一次，服务器只保存其 SHA-256。权限 speech（语音合成）与 catalogue（读取音色与模型列表），默认两者都有。' },
    revoke: { summary: '撤销 API 密钥', description: '立即失效，已用字数仍计入本月额度。' },
  },
};

/// Descriptions of fields, by object schema. A field schema shared by several objects carries one text.
const fields: [z.ZodObject, Record<string, string>][] = [
  [loginUser, { token: '登录凭证，放在 `Authorization: Bearer <token>` 中', expire: '过期时间（毫秒时间戳）', username: '用户名', nickname: '昵称', avatar: '头像地址', vipLevel: '会员等级，0 为非会员' }],
  [profile, { phone: '手机号', bindInviterCode: '已绑定的邀请人邀请码，没有为 null' }],
  [pronunciationInput, { word: '词语（最多 32 个字符，区分大小写）', pinyin: '每个汉字一个带声调音节，如 chong2 qing4 或 chóng qìng', alias: '读作的替换文本，如 CPU → 中央处理器' }],
  [importProblem, { line: '文件中的行号（从 1 开始）', word: '该行的词语，读不出时为 null', message: '原因' }],
  [importResult, { added: '新增的词条数', updated: '改为文件读音的已有词条数', unchanged: '与词典相同的词条数', problems: '无法导入的行；非空时未导入任何词条' }],
  [polyphoneFlag, { index: '该字在文本中的位置（UTF-16 偏移）', char: '多音字', candidates: '候选读音（数字声调），建议读音在前', suggested: '建议读音' }],
  [pronunciationEntry, { id: '词条 ID', pinyin: '存储形式的拼音（数字声调），替换文本词条为 null', alias: '替换文本，拼音词条为 null', updateTime: '最后修改时间（毫秒时间戳）' }],
  [apiKeyCreateInput, { name: '密钥名称（最多 30 个字符），用来区分用途', scopes: '权限：speech 语音合成，catalogue 读取音色与模型列表；默认两者' }],
  [apiKey, { prefix: '密钥开头的几个字符，用来辨认', lastUsedTime: '最近使用时间（毫秒时间戳），未使用为 null', monthCharacters: '本月合成的字数', characters: '累计合成的字数', requests: '累计请求次数' }],
  [apiKeyUsage, { month: '统计月份（北京时间）', used: '本月所有密钥合成的字数', allowance: '每月字数额度', member: '是否为配音会员', ratePerMinute: '每个密钥每分钟最多请求数', concurrency: '每个密钥同时进行的合成数', maxKeys: '每个账号最多的密钥数' }],
  [smsCodeResult, { status: '发送结果状态', statusText: '给用户看的提示', interval: '再次获取前需等待的秒数' }],
  [feedbackInput, { type: '反馈类型：1 建议，2 问题，0 其他', content: '反馈内容，最多 1000 字', email: '联系邮箱', otherContacts: '其他联系方式' }],
  [
    auditionInput,
    {
      anchorId: '主播 ID',
      templateId: '情绪模版 ID',
      intensity: '情绪强度 0.01~2',
      role: '角色',
      pitchRate: '音调 -500~500',
      speechRate: '语速 0.5~2',
      volume: '音量 0~100',
      sampleRate: '采样率：8000、16000、24000 或 48000',
      bgmId: '背景音乐 ID',
      bgmVolume: '背景音乐音量 0~100',
      bgmFadein: '背景音乐淡入毫秒数',
      bgmFadeout: '背景音乐淡出毫秒数',
      text: '试听文本：纯文本或 SSML',
    },
  ],
  [workSaveInput, { workId: '草稿 ID，新建时不填', title: '标题，留空时取自文案', anchorType: '主播类型：0 系统主播，1 自定义主播', version: '文案版本，2 为 SSML' }],
  [taskAddInput, { text: '文案：纯文本或编辑器生成的 SSML，最长 8000 字' }],
  [
    work,
    {
      contentVersion: '文案版本',
      length: '计费字数',
      updateTime: '更新时间（毫秒时间戳）',
      bgmId: '背景音乐 ID，无背景音乐（或曲目已删除）时为 null',
      bgmName: '背景音乐名称',
      bgmVolume: '背景音乐音量 0~100',
      bgmFadein: '背景音乐淡入毫秒数',
      bgmFadeout: '背景音乐淡出毫秒数',
    },
  ],
  [task, { code: '任务编号', status: '状态：0 排队中，2 合成中，1 合成成功，-1 合成失败', statusName: '状态名称', length: '计费字数', createTime: '提交时间（毫秒时间戳）' }],
  [anchorListItem, { anchorType: '0 系统主播，1 自定义主播', audition: '第一个情绪模版的试听音频', recommend: '角标：1 热门，2 推荐，3 最新，0 无', styleCount: '情绪模版数', roleCount: '角色数', favorite: '当前用户是否已收藏' }],
  [anchorDetail, { templateList: '情绪模版', roleList: '角色' }],
  [customAnchor, { anchorId: '所基于的系统主播', templateId: '情绪模版 ID', pitch: '音调', speed: '语速', volume: '音量', text: '试听文本' }],
  [customAnchorInput, { name: '名称，最多 30 字', comment: '简介，最多 150 字' }],
  [sample, { templateAudio: '样音音频地址', hot: '热度：试听数 + 5 × 使用数' }],
  [drawOptions, { styleList: '风格：id、名称、预览图', sizeList: '尺寸：名称、比例、宽*高', countList: '可选的生成数量', provider: '绘画服务是否已配置及其名称', quota: '每日可生成张数与今日剩余张数' }],
  [
    drawTaskAddInput,
    {
      styleId: '风格 ID',
      prompt: '画面描述词，最多 500 字',
      size: '尺寸，如 720*1280',
      count: '生成数量 1-4',
      refImage: '参考图：上传凭证中的 key',
      refMode: '参考方式：repaint 参考内容，refonly 参考图片',
      refStrength: '参考强度 0-1',
    },
  ],
  [
    drawTask,
    {
      taskCode: '任务编号',
      createTime: '提交时间（毫秒时间戳）',
      paramSize: '尺寸',
      paramNum: '生成数量',
      paramPrompt: '画面描述词',
      paramRefImg: '参考图地址，没有为 null',
      taskStatus: '状态：0 排队中，1 生成中，2 已完成，其他为失败',
      taskStatusText: '状态说明；失败时为原因',
      imageList: '已完成的图片（仅本人可访问的签名地址）',
      notes: '绘画服务的说明，如参考方式的替代做法',
    },
  ],
  [drawSetCoverInput, { taskCode: '绘画任务编号', index: '第几张图片，从 0 开始', target: '配音任务 {type: "task", code} 或配音草稿 {type: "work", workId}' }],
  [vipProduct, { productType: '商品类型：100 配音会员，200 语音识别会员，300 AI 写作会员', realPrice: '实付价（元）', originPrice: '原价（元）', averagePrice: '日均价（元）', promotion: '角标文字', days: '会员天数' }],
  [memberInfo, { newUser: '是否可领取新人体验', endTime: '到期时间（毫秒时间戳）', expired: '是否已过期' }],
  [gptChatInput, { content: '问题，最多 2000 字', conversationId: '续写的对话 ID；不填则开始新对话' }],
  [gptRewriteInput, { content: '要改写的文案，最多 2000 字' }],
  [gptTemplateApplyInput, { code: '灵感模板编号', content: '输入内容，最多 500 字' }],
  [gptStatus, { configured: '是否已配置写作模型', setupMessage: '未配置时需要设置的内容', model: '模型名称' }],
  [gptMessage, { role: '1 提问，2 回答', state: '-1 失败，1 准备中，2 生成中，3 已完成', errorMessage: '失败原因', timeStamp: '时间（毫秒时间戳）' }],
  [gptConversation, { mode: '1 默认对话，2 翻译助手，3 编辑助手', title: '对话名称', updateTime: '最后更新时间（毫秒时间戳）', messageCount: '消息数' }],
  [gptPrompt, { promptZh: '中文提示词', promptEn: '英文提示词', category: '分类' }],
  [gptTemplate, { code: '模板编号', icon: '图标名称', placeholder: '输入框提示', demos: '示例输入' }],
  [gptTemplateLabel, { textColor: '角标文字颜色', bgColor: '角标背景颜色', value: '角标文字' }],
  [uploadPolicy, { url: '上传地址（本服务器的 /api/upload，或对象存储的桶）', fields: '按顺序放在文件之前提交的表单字段', key: '文件上传后的存储键，下一步接口需要它', expiresAt: '凭证过期时间（毫秒时间戳）', maxBytes: '允许的最大字节数' }],
  [videoParseResult, { mediaType: '1 视频，2 图集', cover: '封面（经本服务器下载）', avatar: '作者头像', site: '解析该页面的 yt-dlp 提取器', pageUrl: '跳转后的页面地址' }],
  [asrTask, { taskCode: '任务编号', taskStatus: '状态：0 成功，2 失败，1 排队中，3 识别中', audioDuration: '音频时长（毫秒）', minutes: '计入本月时长的分钟数', source: 'upload 上传文件，link 分享链接' }],
  [asrSentence, { channelId: '声道', beginTime: '开始时间（毫秒）', endTime: '结束时间（毫秒）', text: '句子文字' }],
];

/// Ids checked by hand (their refusal quotes the value) have no JSON Schema type of their own: say it.
const handChecked = (): [z.ZodType, Record<string, unknown>][] => [
  [contract.anchor.detail.query.shape.anchorId, { type: 'integer', minimum: 1, description: '主播 ID' }],
  [contract.anchor.favorite.body.shape.anchorId, { type: 'integer', minimum: 1, description: '主播 ID' }],
  [contract.anchor.customDetail.query.shape.anchorId, { type: 'integer', minimum: 1, description: '自定义主播 ID' }],
  [contract.anchor.customUpdate.body.shape.id, { type: 'integer', minimum: 1, description: '自定义主播 ID' }],
];

export interface ContractDocs {
  /** The document's own description. */
  description: string;
  /** The tags in order, named in Chinese. */
  tags: { name: string; description: string }[];
  /** Each call's summary, description and tag name. */
  calls: Map<Call, CallDoc & { tag: string }>;
}

let described = false;

/// The documentation of every call, and (once per process) the field descriptions registered on the
/// contract's own schemas, where zod's JSON Schema conversion picks them up.
export function describeContract(): ContractDocs {
  if (!described) {
    described = true;
    for (const [object, texts] of fields) {
      for (const [key, description] of Object.entries(texts)) {
        const member = object.shape[key];
        if (!member) throw new Error(`no field ${key} to describe`);
        z.globalRegistry.add(member, { ...z.globalRegistry.get(member), description });
      }
    }
    for (const [member, meta] of handChecked()) z.globalRegistry.add(member, { ...z.globalRegistry.get(member), ...meta });
  }
  const map = new Map<Call, CallDoc & { tag: string }>();
  for (const domain of Object.keys(contract) as (keyof Contract)[]) {
    const group = contract[domain] as Record<string, Call>;
    const docs = calls[domain] as Record<string, CallDoc>;
    for (const [name, call] of Object.entries(group)) map.set(call, { ...docs[name]!, tag: tags[domain].name });
  }
  return {
    description:
      '配音的全部接口。每个应答都是信封 `{code, message, data}`：code 200 为成功，data 为结果；其他 code 带中文提示 message，HTTP 状态与 code 相同。需要登录的接口在请求头带 `Authorization: Bearer <token>`，否则返回 401「请先登录您的账号！」。',
    tags: Object.values(tags),
    calls: map,
  };
}
