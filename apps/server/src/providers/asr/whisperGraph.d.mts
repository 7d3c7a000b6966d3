export type Ct2Variables = Map<string, { dims: number[]; data: Float32Array }>;
/** The float variables of a CTranslate2 model file (binary version 6), float16 widened to float32. */
export function readCt2(bin: Uint8Array): { spec: string; variables: Ct2Variables };
export const SAMPLE_RATE: 16000;
export const N_SAMPLES: number;
export const VOCAB: number;
export const TEXT_CONTEXT: number;
/** librosa.filters.mel(sr=16000, n_fft=400, n_mels=80), [80, 201] row-major. */
export function melFilters(): Float32Array;
/** The encoder graph: `audio` [1, 480000] → cross_k{l} [8, 64, 1500], cross_v{l} [8, 1500, 64] (and `features`, `encoded` when asked). */
export function encoderModel(variables: Ct2Variables, options?: { features?: boolean }): Uint8Array;
/** The decoder graph, n tokens a step for each of b hypotheses with their caches (reordered by `beams`); with `alignmentHeads`, also those heads' cross-attention scores (`alignment` [heads, b·n, 1500]). */
export function decoderModel(variables: Ct2Variables, options?: { alignmentHeads?: readonly (readonly [number, number])[] }): Uint8Array;
