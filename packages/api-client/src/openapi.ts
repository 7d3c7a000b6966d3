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
import { loginUser, profile } from './contract/user.ts';
import { pronunciationEntry, pronunciationInput } from './contract/pronunciation.ts';

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
  pronunciation: { name: '发音词典', description: '每个账号的发音词典：词语的拼音或替换文本，用于该账号的每次试听与合成' },
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
  },
  feedback: {
    add: { summary: '提交意见反馈', description: '登录与否均可提交；登录时记录提交人。' },
  },
  health: {
    get: { summary: '服务状态', description: '版本号与数据库类型（sqlite 或 postgres）。' },
  },
  tts: {
    audition: { summary: '试听', description: '一次最多 1000 字；编辑器发送当前模版的语音参数与一段文本（纯文本或以 `<speak` 开头的 SSML），主播选择器只发送 {anchorId, text}。成功时返回 audio/mpeg 音频流，失败时返回信封。' },
    workSave: { summary: '保存草稿', description: '不带 workId 时新建；标题留空时取自文案开头。' },
    workList: { summary: '草稿列表', description: '按更新时间倒序，每项带文案开头作为摘要。' },
    workDetail: { summary: '草稿详情' },
    workDelete: { summary: '删除草稿' },
    taskAdd: { summary: '提交合成任务', description: '文案最长 8000 字。状态 200 已提交（code 为任务编号）；402 今日合成次数已用完。会员得到 48 kHz 音频。' },
    taskList: { summary: '合成任务列表', description: '状态：0 排队中，2 合成中，1 合成成功（filepath 可播放和下载），-1 合成失败（reason 为原因）。' },
    taskDelete: { summary: '删除合成任务', description: '合成中的任务会停止，音频文件一并删除。' },
    taskSubtitle: { summary: '导出字幕', description: '按任务音频的真实分段时间生成 SRT 或 LRC 字幕。' },
    soundStyleList: { summary: '音效分类' },
    soundSearch: { summary: '某分类下的音效' },
    bgmList: { summary: '背景音乐列表', description: '先列出内置音乐，登录时再列出自己上传的音乐。' },
    bgmUpload: { summary: '上传背景音乐', description: 'multipart/form-data：一个 file 字段（mp3 或 wav，不超过 20M），可选 name 字段。' },
  },
  anchor: {
    options: { summary: '主播筛选条件', description: '排序、场景、风格、性别、语言与等级的标签。' },
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
  pronunciation: {
    list: { summary: '发音词典词条', description: '按词语、拼音或替换文本搜索，最新修改的在前；每页 20、50 或 100 条。' },
    all: { summary: '全部发音词条', description: '编辑器标注与试听、合成使用的完整词典（最多 2000 条）。' },
    add: { summary: '添加发音词条', description: '拼音（每个汉字一个带声调音节）与替换文本二选一；同一词语只能有一条。' },
    update: { summary: '修改发音词条' },
    delete: { summary: '删除发音词条' },
  },
};

/// Descriptions of fields, by object schema. A field schema shared by several objects carries one text.
const fields: [z.ZodObject, Record<string, string>][] = [
  [loginUser, { token: '登录凭证，放在 `Authorization: Bearer <token>` 中', expire: '过期时间（毫秒时间戳）', username: '用户名', nickname: '昵称', avatar: '头像地址', vipLevel: '会员等级，0 为非会员' }],
  [profile, { phone: '手机号', bindInviterCode: '已绑定的邀请人邀请码，没有为 null' }],
  [pronunciationInput, { word: '词语（最多 32 个字符，区分大小写）', pinyin: '每个汉字一个带声调音节，如 chong2 qing4 或 chóng qìng', alias: '读作的替换文本，如 CPU → 中央处理器' }],
  [pronunciationEntry, { id: '词条 ID', pinyin: '存储形式的拼音（数字声调），替换文本词条为 null', alias: '替换文本，拼音词条为 null', updateTime: '最后修改时间（毫秒时间戳）' }],
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
  [work, { contentVersion: '文案版本', length: '计费字数', updateTime: '更新时间（毫秒时间戳）' }],
  [task, { code: '任务编号', status: '状态：0 排队中，2 合成中，1 合成成功，-1 合成失败', statusName: '状态名称', length: '计费字数', createTime: '提交时间（毫秒时间戳）' }],
  [anchorListItem, { anchorType: '0 系统主播，1 自定义主播', audition: '第一个情绪模版的试听音频', recommend: '角标：1 热门，2 推荐，3 最新，0 无', styleCount: '情绪模版数', roleCount: '角色数', favorite: '当前用户是否已收藏' }],
  [anchorDetail, { templateList: '情绪模版', roleList: '角色' }],
  [customAnchor, { anchorId: '所基于的系统主播', templateId: '情绪模版 ID', pitch: '音调', speed: '语速', volume: '音量', text: '试听文本' }],
  [customAnchorInput, { name: '名称，最多 30 字', comment: '简介，最多 150 字' }],
  [sample, { templateAudio: '样音音频地址', hot: '热度：试听数 + 5 × 使用数' }],
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
