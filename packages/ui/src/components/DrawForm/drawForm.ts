// The AI drawing form's rules (spec 02 §2.11, §5, §9), pure so the form, the page and tests share them.

/** spec 02 §2.11: repaint is labelled 参考内容, refonly 参考图片 (the default). */
export const drawRefModes = ['refonly', 'repaint'] as const;
export type DrawRefMode = (typeof drawRefModes)[number];

export const drawRefModeLabels: Record<DrawRefMode, string> = { refonly: '参考图片', repaint: '参考内容' };

export const drawFormLimits = {
  promptMax: 500,
  counts: [1, 2, 3, 4] as const,
  referenceMaxBytes: 5 * 1024 * 1024,
  referenceTypes: ['image/png', 'image/jpeg'] as const,
  /** The strength slider's default, in percent; the call sends percent / 100. */
  strengthDefault: 50,
  expectedTime: '10s-30s',
} as const;

export const drawFormMessages = {
  promptRequired: '请输入画面描述词',
  styleRequired: '请选择一种风格',
  sizeRequired: '请选择图片尺寸',
  referenceTooLarge: '图片文件大小不超过5M',
  referenceType: '参考图片仅支持 png/jpeg 格式',
  uploading: '参考图片上传中，请稍候',
} as const;

export interface DrawStyleChoice {
  id: number;
  name: string;
  /** The style's preview picture. */
  pic: string;
}

export interface DrawSizeChoice {
  /** e.g. 竖屏 */
  name: string;
  /** e.g. 9:16 */
  ratio: string;
  /** e.g. 720*1280 — what the call sends. */
  value: string;
  width: number;
  height: number;
}

/** The reference picture while it uploads and once it is stored. */
export type DrawReference =
  | { state: 'uploading'; name: string; previewUrl: string; /** 0-1 */ progress: number }
  | { state: 'ready'; name: string; previewUrl: string; /** The storage key `task/add` names. */ key: string };

export interface DrawFormValues {
  prompt: string;
  styleId: number | null;
  /** A size's `value`, e.g. 720*1280. */
  size: string | null;
  count: number;
  reference: DrawReference | null;
  refMode: DrawRefMode;
  /** 0-100; sent as a fraction. */
  refStrength: number;
}

export const defaultDrawFormValues: DrawFormValues = {
  prompt: '',
  styleId: null,
  size: '1024*1024',
  count: 1,
  reference: null,
  refMode: 'refonly',
  refStrength: drawFormLimits.strengthDefault,
};

export type DrawFormErrors = Partial<Record<'prompt' | 'style' | 'size' | 'reference', string>>;

/** Everything wrong with the form, by field, in the spec's words. */
export function validateDrawForm(values: DrawFormValues): DrawFormErrors {
  const errors: DrawFormErrors = {};
  if (values.prompt.trim() === '') errors.prompt = drawFormMessages.promptRequired;
  if (values.styleId === null) errors.style = drawFormMessages.styleRequired;
  if (values.size === null) errors.size = drawFormMessages.sizeRequired;
  if (values.reference?.state === 'uploading') errors.reference = drawFormMessages.uploading;
  return errors;
}

/** spec 02 §2.11: 生成 is disabled while a style or a size is missing (and while the reference uploads); a
 *  blank prompt is said when 生成 is pressed. */
export function canGenerate(values: DrawFormValues): boolean {
  const errors = validateDrawForm(values);
  return !errors.style && !errors.size && !errors.reference;
}

/** A picked file that cannot be a reference: its message, else null. The server checks the bytes again. */
export function checkReferenceFile(file: { type: string; size: number; name: string }): string | null {
  const typeOk = (drawFormLimits.referenceTypes as readonly string[]).includes(file.type) || (!file.type && /\.(png|jpe?g)$/i.test(file.name));
  if (!typeOk) return drawFormMessages.referenceType;
  if (file.size >= drawFormLimits.referenceMaxBytes) return drawFormMessages.referenceTooLarge;
  return null;
}

/** What the drawing call receives (spec 02 §7 task/add; strength as percent / 100, §9). */
export function drawTaskInput(values: DrawFormValues) {
  return {
    styleId: values.styleId ?? 0,
    prompt: values.prompt.trim(),
    size: values.size ?? '',
    count: values.count,
    ...(values.reference?.state === 'ready'
      ? { refImage: values.reference.key, refMode: values.refMode, refStrength: Math.round(values.refStrength) / 100 }
      : {}),
  };
}
