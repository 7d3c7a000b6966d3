// Whisper base as two onnxruntime graphs, written here from the CTranslate2 export of its weights (the only
// copy reachable from a package registry: asr/whisperModel.ts). onnxruntime cannot read CTranslate2's file,
// and the weights are all a graph needs: Whisper is a plain pre-norm transformer.
//
// - The encoder takes 30 s of 16 kHz samples and does Whisper's own front-end inside the graph: the
//   400-point STFT as a strided convolution (window × cos and window × sin as its kernels), power, the
//   80 Slaney mel filters, log10, the 8-decade floor and the (x + 4) / 4 scaling. Then the two convolutions,
//   the six layers, and for each decoder layer its cross-attention keys and values, already split into
//   heads: the decoder reads them at every step without a copy.
// - The decoder takes the prompt in one step (with a causal mask), then one token a step, with the keys and
//   values of the tokens before it, and answers the next token's logits and the caches grown.
//
// Plain JavaScript: it runs in the recogniser's own process (asr/whisperWorker.mjs), without a TypeScript loader.
import { concat, encodeVarint, lengthField, stringField, varintField } from '../onnx/protoWrite.mjs';

// --- CTranslate2's model.bin --------------------------------------------------------------------------

const CT2_FLOAT32 = 1;
const CT2_FLOAT16 = 4;

/**
 * The variables of a CTranslate2 model file (binary version 6): name → dims and float32 values. float16
 * weights become float32 (onnxruntime's CPU kernels are float32); other scalars are skipped.
 * @param {Uint8Array} bin
 * @returns {{ spec: string, variables: Map<string, { dims: number[], data: Float32Array }> }}
 */
export function readCt2(bin) {
  const view = new DataView(bin.buffer, bin.byteOffset, bin.byteLength);
  let at = 0;
  const u8 = () => view.getUint8(at++);
  const u16 = () => ((at += 2), view.getUint16(at - 2, true));
  const u32 = () => ((at += 4), view.getUint32(at - 4, true));
  const name = () => {
    const n = u16();
    if (at + n > bin.length) throw new Error('model.bin: truncated name');
    // names are written with their terminating NUL
    let end = at + n;
    while (end > at && bin[end - 1] === 0) end--;
    const s = new TextDecoder().decode(bin.subarray(at, end));
    at += n;
    return s;
  };
  const version = u32();
  if (version !== 6) throw new Error(`model.bin: binary version ${version}, expected 6`);
  const spec = name();
  u32(); // spec revision
  const count = u32();
  /** @type {Map<string, { dims: number[], data: Float32Array }>} */
  const variables = new Map();
  const half = halfTable();
  for (let i = 0; i < count; i++) {
    const key = name();
    const rank = u8();
    const dims = Array.from({ length: rank }, u32);
    const type = u8();
    const bytes = u32();
    if (at + bytes > bin.length) throw new Error(`model.bin: ${key} is truncated`);
    const size = dims.reduce((n, d) => n * d, 1);
    if (type === CT2_FLOAT16 && bytes === size * 2) {
      const data = new Float32Array(size);
      for (let j = 0; j < size; j++) data[j] = half[view.getUint16(at + 2 * j, true)];
      variables.set(key, { dims, data });
    } else if (type === CT2_FLOAT32 && bytes === size * 4 && rank > 0) {
      variables.set(key, { dims, data: new Float32Array(Uint8Array.from(bin.subarray(at, at + bytes)).buffer) });
    }
    at += bytes;
  }
  // Aliases: a variable that is another's (the output projection is the embedding).
  const aliases = at + 4 <= bin.length ? u32() : 0;
  for (let i = 0; i < aliases; i++) {
    const alias = name();
    const target = variables.get(name());
    if (target) variables.set(alias, target);
  }
  return { spec, variables };
}

/** float32 of every float16 bit pattern. */
function halfTable() {
  const table = new Float32Array(65536);
  for (let h = 0; h < 65536; h++) {
    const sign = h & 0x8000 ? -1 : 1;
    const exponent = (h >> 10) & 0x1f;
    const fraction = h & 0x3ff;
    table[h] =
      exponent === 0 ? sign * 2 ** -14 * (fraction / 1024) : exponent === 31 ? (fraction ? NaN : sign * Infinity) : sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
  }
  return table;
}

// --- Whisper's front-end constants ---------------------------------------------------------------------

export const SAMPLE_RATE = 16000;
export const N_SAMPLES = 30 * SAMPLE_RATE;
const N_FFT = 400;
const HOP = 160;
const N_MELS = 80;
const N_FRAMES = N_SAMPLES / HOP;

/**
 * The mel filter bank of librosa.filters.mel(sr=16000, n_fft=400, n_mels=80) that Whisper was trained on:
 * Slaney's mel scale (linear below 1 kHz, logarithmic above) and area normalisation. [80, 201] row-major.
 */
export function melFilters() {
  const fSp = 200 / 3;
  const minLogHz = 1000;
  const minLogMel = minLogHz / fSp;
  const logStep = Math.log(6.4) / 27;
  const toMel = (/** @type {number} */ f) => (f < minLogHz ? f / fSp : minLogMel + Math.log(f / minLogHz) / logStep);
  const toHz = (/** @type {number} */ m) => (m < minLogMel ? m * fSp : minLogHz * Math.exp(logStep * (m - minLogMel)));
  const bins = N_FFT / 2 + 1;
  const top = toMel(SAMPLE_RATE / 2);
  const edges = Array.from({ length: N_MELS + 2 }, (_, i) => toHz((top * i) / (N_MELS + 1)));
  const out = new Float32Array(N_MELS * bins);
  for (let m = 0; m < N_MELS; m++) {
    const [lo, mid, hi] = [edges[m], edges[m + 1], edges[m + 2]];
    const norm = 2 / (hi - lo);
    for (let k = 0; k < bins; k++) {
      const f = (k * SAMPLE_RATE) / N_FFT;
      const w = Math.max(0, Math.min((f - lo) / (mid - lo), (hi - f) / (hi - mid)));
      out[m * bins + k] = w * norm;
    }
  }
  return out;
}

// --- an ONNX graph, written ---------------------------------------------------------------------------

// onnx.proto field numbers and types
const FLOAT = 1;
const INT64 = 7;
const ATTR = { FLOAT: 1, INT: 2, STRING: 3, INTS: 7 };

class Graph {
  constructor() {
    /** @type {Uint8Array[]} */ this.nodes = [];
    /** @type {Uint8Array[]} */ this.initializers = [];
    /** @type {Uint8Array[]} */ this.inputs = [];
    /** @type {Uint8Array[]} */ this.outputs = [];
    this.count = 0;
  }

  /** A fresh value name. @param {string} hint */
  name(hint) {
    return `${hint}_${this.count++}`;
  }

  /** @param {string} name @param {number[]} dims @param {Float32Array | BigInt64Array} data */
  init(name, dims, data) {
    this.initializers.push(
      concat([
        ...dims.flatMap((d) => varintField(1, d)),
        ...varintField(2, data instanceof Float32Array ? FLOAT : INT64),
        ...stringField(8, name),
        ...lengthField(9, [new Uint8Array(data.buffer, data.byteOffset, data.byteLength)]),
      ]),
    );
    return name;
  }

  /** A float constant. @param {number[]} dims @param {ArrayLike<number>} values */
  float(dims, values) {
    return this.init(this.name('c'), dims, Float32Array.from(values));
  }

  /** An int64 constant. @param {number[]} values */
  ints(values) {
    return this.init(this.name('i'), [values.length], BigInt64Array.from(values, (v) => BigInt(v)));
  }

  /**
   * A node; answers its outputs' names.
   * @param {string} op
   * @param {string[]} inputs
   * @param {Record<string, number | number[] | string | { float: number }>} [attributes]
   * @param {number | string[]} [outputs] how many (named here), or their names
   */
  op(op, inputs, attributes = {}, outputs = 1) {
    const names = typeof outputs === 'number' ? Array.from({ length: outputs }, () => this.name(op)) : outputs;
    const attrs = Object.entries(attributes).map(([key, value]) => {
      /** @type {Uint8Array[]} */
      let body;
      if (Array.isArray(value)) body = [...value.flatMap((v) => varintField(8, v)), ...varintField(20, ATTR.INTS)];
      else if (typeof value === 'string') body = [...stringField(4, value), ...varintField(20, ATTR.STRING)];
      else if (typeof value === 'number') body = [...varintField(3, value), ...varintField(20, ATTR.INT)];
      else body = [encodeVarint(2 * 8 + 5), new Uint8Array(Float32Array.of(value.float).buffer), ...varintField(20, ATTR.FLOAT)];
      return concat(lengthField(5, [...stringField(1, key), ...body]));
    });
    this.nodes.push(concat([...inputs.flatMap((i) => stringField(1, i)), ...names.flatMap((o) => stringField(2, o)), ...stringField(4, op), ...attrs]));
    return names;
  }

  /** A node with one output. @param {string} op @param {string[]} inputs @param {Record<string, number | number[] | string | { float: number }>} [attributes] */
  one(op, inputs, attributes) {
    return this.op(op, inputs, attributes)[0];
  }

  /** @param {'input' | 'output'} kind @param {string} name @param {number} type @param {(number | string)[]} dims */
  value(kind, name, type, dims) {
    const shape = concat(dims.flatMap((d) => lengthField(1, typeof d === 'number' ? varintField(1, d) : stringField(2, d))));
    const tensorType = concat([...varintField(1, type), ...lengthField(2, [shape])]);
    const info = concat([...stringField(1, name), ...lengthField(2, lengthField(1, [tensorType]))]);
    (kind === 'input' ? this.inputs : this.outputs).push(info);
  }

  /** The model file's bytes (opset 17: LayerNormalization). */
  model() {
    const graph = [
      ...this.nodes.flatMap((n) => lengthField(1, [n])),
      ...stringField(2, 'whisper'),
      ...this.initializers.flatMap((t) => lengthField(5, [t])),
      ...this.inputs.flatMap((v) => lengthField(11, [v])),
      ...this.outputs.flatMap((v) => lengthField(12, [v])),
    ];
    return concat([...varintField(1, 8), ...stringField(2, 'peiyin'), ...lengthField(7, graph), ...lengthField(8, [concat([...stringField(1, ''), ...varintField(2, 17)])])]);
  }
}

// --- the transformer's pieces --------------------------------------------------------------------------

/**
 * The weights, by CTranslate2 name, with the checks that they are Whisper base's shapes.
 * @param {Map<string, { dims: number[], data: Float32Array }>} variables
 */
function weights(variables) {
  /** @param {string} key @param {number[]} dims */
  return (key, dims) => {
    const v = variables.get(key);
    if (!v) throw new Error(`model.bin has no ${key}`);
    if (v.dims.join() !== dims.join()) throw new Error(`${key} is [${v.dims}], expected [${dims}]`);
    return v.data;
  };
}

/** [rows, cols] row-major → its transpose. @param {Float32Array} w @param {number} rows @param {number} cols */
function transpose(w, rows, cols) {
  const out = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out[c * rows + r] = w[r * cols + c];
  return out;
}

const D = 512;
const HEADS = 8;
const HEAD = D / HEADS;
const FFN = 2048;
const LAYERS = 6;
export const VOCAB = 51865;
export const TEXT_CONTEXT = 448;
const AUDIO_CONTEXT = 1500;
const SCALE = 1 / Math.sqrt(HEAD);

/**
 * x @ Wᵀ + b for a CTranslate2 linear layer [out, in] (rows `from`..`from + out` of it, for fused ones).
 * @param {Graph} g @param {ReturnType<typeof weights>} w @param {string} x @param {string} key @param {number} out @param {number} inDim
 * @param {{ rows?: [number, number], bias?: boolean }} [options]
 */
function linear(g, w, x, key, out, inDim, options = {}) {
  const all = w(`${key}/weight`, [options.rows ? options.rows[1] : out, inDim]);
  const from = options.rows?.[0] ?? 0;
  const weight = all.subarray(from * inDim, (from + out) * inDim);
  let y = g.one('MatMul', [x, g.init(g.name(key), [inDim, out], transpose(weight, out, inDim))]);
  if (options.bias !== false) {
    const bias = w(`${key}/bias`, [options.rows ? options.rows[1] : out]).subarray(from, from + out);
    y = g.one('Add', [y, g.float([out], bias)]);
  }
  return y;
}

/** @param {Graph} g @param {ReturnType<typeof weights>} w @param {string} x @param {string} key */
function layerNorm(g, w, x, key) {
  return g.one('LayerNormalization', [x, g.float([D], w(`${key}/gamma`, [D])), g.float([D], w(`${key}/beta`, [D]))], { axis: -1, epsilon: { float: 1e-5 } });
}

/** GELU as Whisper computes it, with erf (onnxruntime fuses the five nodes into one). @param {Graph} g @param {string} x */
function gelu(g, x) {
  const erf = g.one('Erf', [g.one('Mul', [x, g.float([], [Math.SQRT1_2])])]);
  return g.one('Mul', [g.one('Mul', [x, g.one('Add', [erf, g.float([], [1])])]), g.float([], [0.5])]);
}

/** @param {Graph} g @param {ReturnType<typeof weights>} w @param {string} x @param {string} key */
function feedForward(g, w, x, key) {
  const h = layerNorm(g, w, x, `${key}/layer_norm`);
  const inner = gelu(g, linear(g, w, h, `${key}/linear_0`, FFN, D));
  return g.one('Add', [x, linear(g, w, inner, `${key}/linear_1`, D, FFN)]);
}

// --- the encoder ----------------------------------------------------------------------------------------

/**
 * @param {Map<string, { dims: number[], data: Float32Array }>} variables
 * @param {{ features?: boolean }} [options] `features`: also answer the log-mel spectrogram [1, 80, 3000] (tests)
 * @returns {Uint8Array}
 */
export function encoderModel(variables, options = {}) {
  const g = new Graph();
  const w = weights(variables);
  g.value('input', 'audio', FLOAT, [1, N_SAMPLES]);

  // log-mel spectrogram: torch.stft(center=True) pads by n_fft/2 with reflection; the last frame is dropped
  const padded = g.one('Pad', [g.one('Unsqueeze', ['audio', g.ints([1])]), g.ints([0, 0, N_FFT / 2, 0, 0, N_FFT / 2])], { mode: 'reflect' });
  const bins = N_FFT / 2 + 1;
  const kernels = new Float32Array(2 * bins * N_FFT);
  for (let k = 0; k < bins; k++) {
    for (let n = 0; n < N_FFT; n++) {
      const window = 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / N_FFT); // periodic Hann
      const angle = (2 * Math.PI * ((k * n) % N_FFT)) / N_FFT;
      kernels[k * N_FFT + n] = window * Math.cos(angle);
      kernels[(bins + k) * N_FFT + n] = window * Math.sin(angle);
    }
  }
  const spectrum = g.one('Conv', [padded, g.init('stft', [2 * bins, 1, N_FFT], kernels)], { strides: [HOP] });
  const frames = g.one('Slice', [spectrum, g.ints([0]), g.ints([N_FRAMES]), g.ints([2])]);
  const power = g.one('Mul', [frames, frames]);
  const filters = melFilters();
  const both = new Float32Array(N_MELS * 2 * bins);
  for (let m = 0; m < N_MELS; m++) {
    both.set(filters.subarray(m * bins, (m + 1) * bins), m * 2 * bins);
    both.set(filters.subarray(m * bins, (m + 1) * bins), m * 2 * bins + bins);
  }
  const mel = g.one('MatMul', [g.init('mel_filters', [N_MELS, 2 * bins], both), power]);
  const log10 = g.one('Mul', [g.one('Log', [g.one('Max', [mel, g.float([], [1e-10])])]), g.float([], [1 / Math.LN10])]);
  const floor = g.one('Sub', [g.op('ReduceMax', [log10], { keepdims: 1 })[0], g.float([], [8])]);
  const [features] = g.op('Mul', [g.one('Add', [g.one('Max', [log10, floor]), g.float([], [4])]), g.float([], [0.25])], {}, ['features']);
  if (options.features) g.value('output', 'features', FLOAT, [1, N_MELS, N_FRAMES]);

  // two convolutions, then positions
  const conv = (/** @type {string} */ x, /** @type {string} */ key, /** @type {number} */ inDim, /** @type {number} */ stride) =>
    gelu(g, g.one('Conv', [x, g.float([D, inDim, 3], w(`encoder/${key}/weight`, [D, inDim, 3])), g.float([D], w(`encoder/${key}/bias`, [D]))], { pads: [1, 1], strides: [stride] }));
  const c2 = conv(conv(features, 'conv1', N_MELS, 1), 'conv2', D, 2);
  let x = g.one('Add', [g.one('Transpose', [c2], { perm: [0, 2, 1] }), g.float([AUDIO_CONTEXT, D], w('encoder/position_encodings/encodings', [AUDIO_CONTEXT, D]))]);

  const heads = g.ints([1, -1, HEADS, HEAD]);
  const merged = g.ints([1, -1, D]);
  for (let l = 0; l < LAYERS; l++) {
    const key = `encoder/layer_${l}`;
    const h = layerNorm(g, w, x, `${key}/self_attention/layer_norm`);
    const part = (/** @type {number} */ i, /** @type {boolean} */ bias) => linear(g, w, h, `${key}/self_attention/linear_0`, D, D, { rows: [i * D, 3 * D], bias });
    const q = g.one('Transpose', [g.one('Reshape', [g.one('Mul', [part(0, true), g.float([], [SCALE])]), heads])], { perm: [0, 2, 1, 3] });
    const k = g.one('Transpose', [g.one('Reshape', [part(1, false), heads])], { perm: [0, 2, 3, 1] });
    const v = g.one('Transpose', [g.one('Reshape', [part(2, true), heads])], { perm: [0, 2, 1, 3] });
    const attention = g.one('MatMul', [g.one('Softmax', [g.one('MatMul', [q, k])], { axis: -1 }), v]);
    const joined = g.one('Reshape', [g.one('Transpose', [attention], { perm: [0, 2, 1, 3] }), merged]);
    x = g.one('Add', [x, linear(g, w, joined, `${key}/self_attention/linear_1`, D, D)]);
    x = feedForward(g, w, x, `${key}/ffn`);
  }
  const encoded = layerNorm(g, w, x, 'encoder/layer_norm');
  if (options.features) g.value('output', g.op('Identity', [encoded], {}, ['encoded'])[0], FLOAT, [1, AUDIO_CONTEXT, D]);

  // each decoder layer's cross-attention keys [8, 64, 1500] and values [8, 1500, 64]
  const split = g.ints([AUDIO_CONTEXT, HEADS, HEAD]);
  for (let l = 0; l < LAYERS; l++) {
    const key = `decoder/layer_${l}/attention/linear_1`;
    const k = linear(g, w, encoded, key, D, D, { rows: [0, 2 * D], bias: false });
    const v = linear(g, w, encoded, key, D, D, { rows: [D, 2 * D] });
    g.op('Transpose', [g.one('Reshape', [k, split])], { perm: [1, 2, 0] }, [`cross_k${l}`]);
    g.op('Transpose', [g.one('Reshape', [v, split])], { perm: [1, 0, 2] }, [`cross_v${l}`]);
    g.value('output', `cross_k${l}`, FLOAT, [HEADS, HEAD, AUDIO_CONTEXT]);
    g.value('output', `cross_v${l}`, FLOAT, [HEADS, AUDIO_CONTEXT, HEAD]);
  }
  return g.model();
}

// --- the decoder ----------------------------------------------------------------------------------------

/**
 * One step of n tokens for each of b hypotheses (beams): `tokens` [b, n] at `positions` [n]; self caches
 * self_k{l} [b', 8, 64, t] and self_v{l} [b', 8, t, 64] of the previous step's b' hypotheses, of which `beams` [b]
 * says which one each hypothesis continues (so a beam search reorders its caches inside the graph, not by copying);
 * `mask` [n, t + n] added to the self-attention scores (0, or a large negative number where a token must not see a
 * later one); cross_k{l} / cross_v{l} from the encoder, shared by all → `logits` [b·n, 51865] and the caches grown
 * by the n tokens. The prompt goes in as one step (b = 1); then one token a step per hypothesis, with a mask of zeros.
 * @param {Map<string, { dims: number[], data: Float32Array }>} variables
 * @param {{ alignmentHeads?: readonly (readonly [number, number])[] }} [options] `alignmentHeads` ([layer, head] pairs,
 *   config.json `alignment_heads`): also answer `alignment` [heads, b·n, 1500], those heads' cross-attention scores
 *   before the softmax, from which each token's time in the audio is found (whisperAlign.mjs)
 * @returns {Uint8Array}
 */
export function decoderModel(variables, options = {}) {
  const g = new Graph();
  /** @type {string[]} */
  const alignment = [];
  const w = weights(variables);
  g.value('input', 'tokens', INT64, ['b', 'n']);
  g.value('input', 'positions', INT64, ['n']);
  g.value('input', 'mask', FLOAT, ['n', 'total']);
  g.value('input', 'beams', INT64, ['b']);
  const embedding = g.init('embedding', [VOCAB, D], w('decoder/embeddings/weight', [VOCAB, D]));
  let x = g.one('Add', [g.one('Gather', [embedding, 'tokens']), g.one('Gather', [g.float([TEXT_CONTEXT, D], w('decoder/position_encodings/encodings', [TEXT_CONTEXT, D])), 'positions'])]);
  // Reshape's 0 keeps that dimension as it is (b, n)
  const split = g.ints([0, 0, HEADS, HEAD]);
  const rows = g.ints([0, 0, D]);
  const flat = g.ints([-1, HEADS, HEAD]);
  /** [b, n, 512] → [b, 8, n, 64] */
  const heads = (/** @type {string} */ y) => g.one('Transpose', [g.one('Reshape', [y, split])], { perm: [0, 2, 1, 3] });
  /** [b, 8, n, 64] → [b, n, 512] */
  const joined = (/** @type {string} */ y) => g.one('Reshape', [g.one('Transpose', [y], { perm: [0, 2, 1, 3] }), rows]);
  for (let l = 0; l < LAYERS; l++) {
    const key = `decoder/layer_${l}`;
    g.value('input', `self_k${l}`, FLOAT, ['previous', HEADS, HEAD, 'past']);
    g.value('input', `self_v${l}`, FLOAT, ['previous', HEADS, 'past', HEAD]);
    g.value('input', `cross_k${l}`, FLOAT, [HEADS, HEAD, AUDIO_CONTEXT]);
    g.value('input', `cross_v${l}`, FLOAT, [HEADS, AUDIO_CONTEXT, HEAD]);

    let h = layerNorm(g, w, x, `${key}/self_attention/layer_norm`);
    const part = (/** @type {number} */ i, /** @type {boolean} */ bias) => linear(g, w, h, `${key}/self_attention/linear_0`, D, D, { rows: [i * D, 3 * D], bias });
    const q = heads(g.one('Mul', [part(0, true), g.float([], [SCALE])]));
    const newKeys = g.one('Transpose', [g.one('Reshape', [part(1, false), split])], { perm: [0, 2, 3, 1] });
    const pastKeys = g.one('Gather', [`self_k${l}`, 'beams'], { axis: 0 });
    const pastValues = g.one('Gather', [`self_v${l}`, 'beams'], { axis: 0 });
    const [k] = g.op('Concat', [pastKeys, newKeys], { axis: 3 }, [`next_k${l}`]);
    const [v] = g.op('Concat', [pastValues, heads(part(2, true))], { axis: 2 }, [`next_v${l}`]);
    g.value('output', `next_k${l}`, FLOAT, ['b', HEADS, HEAD, 'total']);
    g.value('output', `next_v${l}`, FLOAT, ['b', HEADS, 'total', HEAD]);
    const scores = g.one('Add', [g.one('MatMul', [q, k]), 'mask']);
    x = g.one('Add', [x, linear(g, w, joined(g.one('MatMul', [g.one('Softmax', [scores], { axis: -1 }), v])), `${key}/self_attention/linear_1`, D, D)]);

    h = layerNorm(g, w, x, `${key}/attention/layer_norm`);
    // the hypotheses' queries as rows of one matrix per head, [8, b·n, 64], so each head reads the shared audio keys
    // and values once (broadcasting them over b would copy them, 3 MB a layer, for every hypothesis)
    const cq = g.one('Transpose', [g.one('Reshape', [g.one('Mul', [linear(g, w, h, `${key}/attention/linear_0`, D, D), g.float([], [SCALE])]), flat])], { perm: [1, 0, 2] });
    const crossScores = g.one('MatMul', [cq, `cross_k${l}`]);
    const picked = (options.alignmentHeads ?? []).filter(([layer]) => layer === l).map(([, head]) => head);
    if (picked.length) alignment.push(g.one('Gather', [crossScores, g.ints(picked)], { axis: 0 }));
    const attended = g.one('MatMul', [g.one('Softmax', [crossScores], { axis: -1 }), `cross_v${l}`]);
    const back = g.one('Reshape', [g.one('Transpose', [attended], { perm: [1, 0, 2] }), g.one('Shape', [x])]);
    x = g.one('Add', [x, linear(g, w, back, `${key}/attention/linear_2`, D, D)]);
    x = feedForward(g, w, x, `${key}/ffn`);
  }
  const last = layerNorm(g, w, x, 'decoder/layer_norm');
  g.op('Gemm', [g.one('Reshape', [last, g.ints([-1, D])]), embedding], { transB: 1 }, ['logits']);
  g.value('output', 'logits', FLOAT, ['bn', VOCAB]);
  if (alignment.length) {
    g.op('Concat', alignment, { axis: 0 }, ['alignment']);
    g.value('output', 'alignment', FLOAT, ['heads', 'bn', AUDIO_CONTEXT]);
  }
  return g.model();
}
