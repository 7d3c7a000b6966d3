import type { DrawConfig } from './config.ts';
import { OpenAiImagesProvider } from './openaiImages.ts';
import { SdWebuiProvider } from './sdWebui.ts';
import { DrawError, drawMessages, type DrawProvider, type DrawResult } from './types.ts';

export { loadDrawConfig, loadDrawTaskConfig, DrawConfigError, type DrawConfig, type DrawTaskConfig, type OpenAiDrawConfig, type SdWebuiDrawConfig } from './config.ts';
export { OpenAiImagesProvider, nearestSize } from './openaiImages.ts';
export { SdWebuiProvider } from './sdWebui.ts';
export { applyStyle, drawStyles, drawSizes, findDrawStyle, stylePicturePath, type DrawStyle, type DrawSize } from './styles.ts';
export {
  DRAW_LIMITS,
  DrawError,
  drawMessages,
  isPngOrJpeg,
  validateDrawRequest,
  type DrawErrorCode,
  type DrawOptions,
  type DrawProvider,
  type DrawProviderId,
  type DrawReference,
  type DrawRequest,
  type DrawResult,
  type ReferenceMode,
} from './types.ts';

/// No DRAW_PROVIDER: every call answers the same clear error, which says what to set.
export class UnconfiguredDrawProvider implements DrawProvider {
  readonly id = 'none' as const;
  readonly configured = false;
  async generate(): Promise<DrawResult> {
    throw new DrawError('not_configured', drawMessages.notConfigured);
  }
}

/// The one place the drawing provider is chosen from configuration.
export function createDrawProvider(config: DrawConfig): DrawProvider {
  switch (config.provider) {
    case 'none':
      return new UnconfiguredDrawProvider();
    case 'openai':
      return new OpenAiImagesProvider(config);
    case 'sd-webui':
      return new SdWebuiProvider(config);
  }
}
