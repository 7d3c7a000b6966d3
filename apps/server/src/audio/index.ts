// Public API of the audio pipeline (README "Speech engines and audio").
export { createRenderer, outputRate, trimSilence, warmUpRenderer } from './render.ts';
export type { BgmInput, RenderRequest, RenderResult, Renderer, SegmentTiming, SynthesisSegment } from './render.ts';
export { cacheKey, createSpeechCache } from './cache.ts';
export type { CacheOptions, SpeechCache } from './cache.ts';
export { chooseFfmpeg, decodeAudio, inspectAudio, type AudioInspection, encodeMp3, ffmpegInUse, ffmpegPath, mp3Rate, MP3_RATES } from './ffmpeg.ts';
export { Mp3Parts, MP3_DELAY, MP3_TAIL, mp3FrameSamples } from './mp3parts.ts';
export type { Mp3PartsOptions } from './mp3parts.ts';
export { AudioDecodeError, encodeWav, parseWav } from './wav.ts';
export { integratedLoudness, resample, rmsOverTime } from './dsp.ts';
export { generateBgmLibrary, generateSoundLibrary } from './library.ts';
export type { LibraryBgm, LibrarySound, SoundStyle } from './library.ts';
