// The outside services this deployment sends users' data to, read from its configuration (issue 28): the privacy
// policy and the third-party list are written from this list, so they name the writing model, the recogniser, the
// image model and the video sites a deployment really uses. And the administrator's side of the same facts: what
// to set for a feature that is off, logged at start (users read plain words instead, see the providers' messages).
import type { OutsideService } from '@peiyin/api-client';
import type { Config } from '../../config.ts';

/// Who receives data sent to `url`: a well-known company's service by its host, else the server's address
/// (a deployment's own machine, e.g. a local Ollama, is named as such).
export function recipientOf(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return '部署者指定的服务器';
  }
  const known: Array<[string, string]> = [
    ['openai.com', 'OpenAI'],
    ['deepseek.com', '深度求索（DeepSeek）'],
    ['aliyuncs.com', '阿里云（通义千问 / DashScope）'],
    ['moonshot.cn', '月之暗面（Moonshot）'],
    ['bigmodel.cn', '智谱AI'],
    ['groq.com', 'Groq'],
    ['microsoft.com', '微软 Azure'],
    ['azure.com', '微软 Azure'],
  ];
  for (const [suffix, name] of known) if (host === suffix || host.endsWith(`.${suffix}`)) return `${name}（${host}）`;
  const local = host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host) || /^10\./.test(host) || /^192\.168\./.test(host);
  return local ? `部署者自己的服务器（${host}）` : `部署者指定的服务（${host}）`;
}

/// Every outside service in use, in the order the pages list them. Embedded defaults (espeak, Kokoro, tesseract,
/// local disk, the console SMS provider, the sandbox cashier) send nothing anywhere and are not listed.
export function outsideServices(config: Config): OutsideService[] {
  const list: OutsideService[] = [];
  if (config.sms.provider === 'aliyun') {
    list.push({ id: 'sms', title: '短信服务', purpose: '发送登录及绑定手机号的短信验证码', data: '手机号码、验证码', recipient: '阿里云短信服务' });
  }
  if (config.wx.provider === 'wechat') {
    list.push({ id: 'wechat-login', title: '微信登录', purpose: '使用微信扫码登录', data: '微信授权码（换取 openid）', recipient: '微信开放平台' });
  }
  if (config.tts.azure) {
    list.push({ id: 'tts', title: '语音合成', purpose: '将文案合成为语音（选择使用微软语音的主播时）', data: '待合成的文案与语音参数', recipient: recipientOf(config.tts.azure.endpoint) });
  }
  // the remote speech engines (main's OpenAI-compatible speech and DashScope CosyVoice) get the script as Azure does
  if (config.tts.openai) {
    list.push({ id: 'tts-openai', title: '语音合成', purpose: `将文案合成为语音（选择${config.tts.openai.label}的主播时）`, data: '待合成的文案与语音参数', recipient: `${recipientOf(config.tts.openai.baseUrl)}，模型 ${config.tts.openai.model}` });
  }
  if (config.tts.dashscope) {
    list.push({ id: 'tts-dashscope', title: '语音合成', purpose: '将文案合成为语音（选择 CosyVoice 主播时）', data: '待合成的文案与语音参数', recipient: `${recipientOf(config.tts.dashscope.url)}，模型 ${config.tts.dashscope.model}` });
  }
  if (config.pay.mode === 'live') {
    const names = config.pay.providers.map((id) => (id === 'alipay' ? '支付宝' : id === 'wechat' ? '微信支付' : id));
    list.push({ id: 'payment', title: '支付', purpose: '开通会员时完成支付', data: '订单号、金额、商品名称', recipient: names.join('、') });
  }
  if (config.llm.provider === 'openai-compatible') {
    list.push({
      id: 'writing',
      title: 'AI写作',
      purpose: 'AI写作助手、灵感中心与智能改写生成文字',
      data: '您输入的问题、文案和本次对话的上下文',
      recipient: `${recipientOf(config.llm.baseUrl)}，模型 ${config.llm.model}`,
    });
  }
  if (config.asr.provider === 'openai-compatible') {
    list.push({ id: 'speech-recognition', title: '语音识别', purpose: '文案提取：把音频、视频中的语音转成文字', data: '您上传或链接中的音频（转为单声道音频后发送）', recipient: `${recipientOf(config.asr.baseUrl)}，模型 ${config.asr.model}` });
  }
  if (config.draw.provider !== 'none') {
    list.push({ id: 'drawing', title: 'AI绘画', purpose: '按描述生成图片', data: '画面描述、风格与尺寸，以及您上传的参考图片', recipient: recipientOf(config.draw.baseUrl) });
  }
  // yt-dlp runs on this server, but it opens the page the user links to: that site sees the request
  list.push({
    id: 'video-extraction',
    title: '视频提取',
    purpose: '视频提取与文案提取的分享链接：由本站服务器打开链接所在的网站，读取其中的视频、音频和封面',
    data: '您粘贴的链接（由本站服务器访问，网站会看到本站服务器的地址，不会看到您的账号信息）',
    recipient: '链接所在的视频网站',
  });
  if (config.storage.driver === 's3') {
    list.push({ id: 'storage', title: '文件存储', purpose: '保存合成的音频、上传的文件和生成的图片', data: '上述文件', recipient: recipientOf(config.storage.endpoint ?? `https://s3.${config.storage.region}.amazonaws.com`) });
  }
  return list;
}

/// For the administrator, in the server's log at start: each feature that is off and what turns it on. Users
/// never see these names; the README has the same in full.
export function setupHints(config: Config, video: { installed: boolean }): string[] {
  const hints: string[] = [];
  if (config.llm.provider === 'none') hints.push('AI writing is off: set LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY for a cloud service) and restart (apps/server/README.md "AI writing model")');
  if (config.asr.provider === 'none') {
    hints.push('Speech to text (文案提取) is off (ASR_PROVIDER=none): unset it for the embedded Whisper, or set ASR_BASE_URL and ASR_MODEL for a server speaking /v1/audio/transcriptions, or put a Paraformer/SenseVoice folder and silero_vad.onnx into ASR_MODELS_DIR (apps/server/README.md "Smart tools")');
  }
  if (config.draw.provider === 'none') hints.push('AI drawing is off: set DRAW_PROVIDER (openai or sd-webui) and DRAW_BASE_URL (openai also DRAW_API_KEY) and restart (README "AI drawing")');
  if (config.ocr.provider === 'none') hints.push('Picture text recognition is off (OCR_PROVIDER=none): unset it to use the embedded tesseract');
  if (!video.installed) hints.push(`Video link extraction is off: yt-dlp was not found (${config.video.ytdlpCommand}); apt install yt-dlp, or pip install -U yt-dlp, or point YTDLP_PATH at it`);
  return hints;
}
