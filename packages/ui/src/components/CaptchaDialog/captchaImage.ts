/**
 * The captcha call answers either SVG markup (svg-captcha) or a URL (data:, http:). An <img> is
 * used either way so server markup is never injected into the page.
 */
export function captchaImageSrc(image: string): string {
  const trimmed = image.trim();
  if (trimmed.startsWith('<')) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(trimmed)}`;
  return trimmed;
}
