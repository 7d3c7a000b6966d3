import path from 'node:path';
import { fileURLToPath } from 'node:url';

/// A draw style (spec 02 §3 styleList: id, name, pic): words added to the user's description and to
/// the negative prompt. English, because that is what the image models were trained on (a Chinese
/// description still works with models that read Chinese; the style words steer all of them).
export interface DrawStyle {
  id: number;
  /** Shown in the style list. */
  name: string;
  /** File name of the preview picture (assets/draw-styles/<slug>.png) and a stable name in logs. */
  slug: string;
  prompt: string;
  negativePrompt: string;
}

const common = 'lowres, blurry, jpeg artifacts, watermark, signature, text, logo';

/// One file for every style (issue "AI drawing"): the list, its order and its words.
export const drawStyles: readonly DrawStyle[] = [
  {
    id: 1,
    name: '写实摄影',
    slug: 'photo',
    prompt: 'photorealistic photograph, natural light, 35mm lens, shallow depth of field, sharp focus, fine detail, realistic colors',
    negativePrompt: `illustration, painting, drawing, cartoon, anime, 3d render, cgi, oversaturated, deformed, ${common}`,
  },
  {
    id: 2,
    name: '国风水墨',
    slug: 'ink',
    prompt: 'traditional Chinese ink wash painting, shuimo, expressive brush strokes, black ink on xuan paper, light color washes, generous empty space, red seal',
    negativePrompt: `photo, realistic, 3d render, oil painting, neon, saturated colors, western style, ${common}`,
  },
  {
    id: 3,
    name: '动漫',
    slug: 'anime',
    prompt: 'anime style illustration, clean line art, cel shading, vibrant colors, expressive eyes, detailed background, bright sky',
    negativePrompt: `photo, realistic, 3d, bad anatomy, extra fingers, fused fingers, deformed face, ${common}`,
  },
  {
    id: 4,
    name: '3D 卡通',
    slug: 'cartoon3d',
    prompt: '3d cartoon render, cute stylized characters, rounded shapes, soft global illumination, smooth materials, animated feature film look',
    negativePrompt: `photo, 2d, flat, sketch, line art, creepy, deformed, ${common}`,
  },
  {
    id: 5,
    name: '赛博朋克',
    slug: 'cyberpunk',
    prompt: 'cyberpunk, neon lights, rainy night city, holographic signs, futuristic, cinematic lighting, magenta and cyan glow, reflections on wet streets',
    negativePrompt: `daylight, pastoral, medieval, dull colors, ${common}`,
  },
  {
    id: 6,
    name: '油画',
    slug: 'oil',
    prompt: 'oil painting on canvas, thick impasto brush strokes, rich warm colors, classical composition, painterly texture, museum masterpiece',
    negativePrompt: `photo, 3d render, flat vector, smooth digital art, ${common}`,
  },
  {
    id: 7,
    name: '像素风',
    slug: 'pixel',
    prompt: 'pixel art, 16-bit retro video game style, limited color palette, crisp hard-edged pixels, sprite art',
    negativePrompt: `photo, realistic, smooth gradients, antialiasing, blurry, 3d, ${common}`,
  },
  {
    id: 8,
    name: '扁平插画',
    slug: 'flat',
    prompt: 'flat vector illustration, simple geometric shapes, bold solid colors, clean composition, minimal, no gradients, editorial illustration',
    negativePrompt: `photo, realistic, 3d, texture, noise, heavy shading, ${common}`,
  },
  {
    id: 9,
    name: '水彩',
    slug: 'watercolor',
    prompt: 'watercolor painting, soft translucent washes, wet-on-wet bleeding edges, visible paper texture, light airy palette',
    negativePrompt: `photo, 3d render, hard outlines, digital, oversaturated, ${common}`,
  },
  {
    id: 10,
    name: '铅笔素描',
    slug: 'sketch',
    prompt: 'graphite pencil sketch, fine cross-hatching, monochrome, sketchbook paper, hand-drawn, detailed shading',
    negativePrompt: `color, photo, 3d render, painting, ${common}`,
  },
  {
    id: 11,
    name: '黏土',
    slug: 'clay',
    prompt: 'claymation style, plasticine figures and scenery, handmade, fingerprint texture, stop-motion look, soft studio lighting, pastel colors',
    negativePrompt: `photo, realistic, 2d, flat, sketch, ${common}`,
  },
  {
    id: 12,
    name: '复古海报',
    slug: 'poster',
    prompt: 'vintage travel poster, retro print, halftone texture, limited palette of orange teal and cream, bold simple shapes, screen printed',
    negativePrompt: `photo, realistic, 3d render, modern, cluttered, ${common}`,
  },
];

export function findDrawStyle(id: number): DrawStyle | undefined {
  return drawStyles.find((style) => style.id === id);
}

/// The user's description first (it matters most to every model), then the style's words.
export function applyStyle(style: DrawStyle | undefined, prompt: string, negativePrompt = ''): { prompt: string; negativePrompt: string } {
  const user = prompt.trim();
  if (!style) return { prompt: user, negativePrompt: negativePrompt.trim() };
  return {
    prompt: `${user}, ${style.prompt}`,
    negativePrompt: [negativePrompt.trim(), style.negativePrompt].filter(Boolean).join(', '),
  };
}

export interface DrawSize {
  /** Shown under the ratio. */
  name: string;
  ratio: '1:1' | '9:16' | '16:9';
  /** spec 02 §3: `1024*1024`. */
  value: string;
  width: number;
  height: number;
}

/// spec 02 §3 sizeList.
export const drawSizes: readonly DrawSize[] = [
  { name: '方图', ratio: '1:1', value: '1024*1024', width: 1024, height: 1024 },
  { name: '竖屏', ratio: '9:16', value: '720*1280', width: 720, height: 1280 },
  { name: '横屏', ratio: '16:9', value: '1280*720', width: 1280, height: 720 },
];

/// Preview pictures ship with the studio (drawn by code, stylePictures.ts; never hot-linked).
export const stylePicturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/draw-styles');

export function stylePicturePath(style: DrawStyle): string {
  return path.join(stylePicturesDir, `${style.slug}.png`);
}
