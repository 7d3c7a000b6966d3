// The float rewrite of a dynamically quantised graph (kokoroFloat.mjs), on a small graph written here in
// the shapes kokoro-onnx's int8 export uses: a ConvInteger with its quantised bias, a MatMulInteger with
// per-column zero points and scales, a DynamicQuantizeLSTM. onnxruntime runs both graphs on the same
// input: the float one must give what the int8 one gives, up to the 8-bit rounding of activations that the
// int8 graph does and the float one no longer does. A wrong channel axis, a lost bias or a mistransposed
// LSTM weight would be off by far more. Every convolution over time comes out as a 2-D one over a unit axis
// (onnxruntime's faster kernels): the float ConvTranspose here, grouped, strided and with output padding as the
// decoder's upsampling is, must give what it gave in one dimension. The Snake activation before the convolution
// loses its 1/α to the convolution's weight, and the STFT of a signal becomes a strided convolution: both must
// give what they gave (a fold along the wrong axis of the weight, a wrong sign or row of the DFT would not).
import ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { fields, floatModel } from './kokoroFloat.mjs';

// --- a minimal ONNX writer (field numbers from onnx.proto) ---
const enc = new TextEncoder();
function varint(n: number): number[] {
  const out: number[] = [];
  while (n >= 128) {
    out.push((n % 128) | 0x80);
    n = Math.floor(n / 128);
  }
  out.push(n);
  return out;
}
const bytes = (field: number, body: Uint8Array | number[]) => Uint8Array.from([...varint(field * 8 + 2), ...varint(body.length), ...body]);
const str = (field: number, s: string) => bytes(field, enc.encode(s));
const int = (field: number, n: number) => Uint8Array.from([...varint(field * 8), ...varint(n)]);
const cat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

const FLOAT = 1;
const UINT8 = 2;
const INT8 = 3;
const INT32 = 6;
const INT64 = 7;

function tensor(name: string, type: number, dims: number[], values: number[]): Uint8Array {
  const raw =
    type === FLOAT
      ? new Uint8Array(Float32Array.from(values).buffer)
      : type === INT64
        ? new Uint8Array(BigInt64Array.from(values.map(BigInt)).buffer)
        : type === INT8
          ? new Uint8Array(Int8Array.from(values).buffer)
          : Uint8Array.from(values);
  return cat(dims.length ? bytes(1, dims.flatMap(varint)) : new Uint8Array(), int(2, type), str(8, name), bytes(9, raw));
}
type Attr = { name: string; i?: number; ints?: number[]; s?: string };
function attribute(a: Attr): Uint8Array {
  if (a.ints) return cat(str(1, a.name), bytes(8, a.ints.flatMap(varint)), int(20, 7));
  if (a.s !== undefined) return cat(str(1, a.name), str(4, a.s), int(20, 3));
  return cat(str(1, a.name), int(3, a.i!), int(20, 2));
}
function node(op: string, inputs: string[], outputs: string[], attrs: Attr[] = [], domain = ''): Uint8Array {
  return cat(...inputs.map((i) => str(1, i)), ...outputs.map((o) => str(2, o)), str(3, `${op}_${outputs[0]}`), str(4, op), ...attrs.map((a) => bytes(5, attribute(a))), ...(domain ? [str(7, domain)] : []));
}
function valueInfo(name: string, dims: number[], type = FLOAT): Uint8Array {
  const shape = cat(...dims.map((d) => bytes(1, int(1, d))));
  return cat(str(1, name), bytes(2, bytes(1, cat(int(1, type), bytes(2, shape)))));
}

/// Deterministic values in [lo, hi].
function values(n: number, seed: number, lo: number, hi: number): number[] {
  let a = seed;
  return Array.from({ length: n }, () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return lo + Math.round((a / 2 ** 32) * (hi - lo));
  });
}

const ALPHA = [0.4, 1.3, 2.5, 0.8];
const SIGNAL = 65;
const FRAMES = (SIGNAL - 20) / 5 + 1;

function quantisedModel(): Uint8Array {
  const C = 4;
  const M = 3;
  const N = 5;
  const H = 2;
  const inits = [
    tensor('conv_w_q', UINT8, [M, C, 3], values(M * C * 3, 1, 60, 200)),
    tensor('conv_w_zp', UINT8, [], [128]),
    tensor('conv_w_scale', FLOAT, [], [0.015]),
    tensor('conv_bias', FLOAT, [M], [0.3, -0.2, 0.1]),
    tensor('bias_shape', INT64, [3], [1, M, 1]),
    tensor('mm_w_q', INT8, [M, N], values(M * N, 2, -100, 100)),
    tensor('mm_w_zp', INT8, [N], [0, 3, -2, 1, 0]),
    tensor('mm_w_scale', FLOAT, [N], [0.01, 0.012, 0.008, 0.02, 0.011]),
    tensor('lstm_w_q', INT8, [1, N, 4 * H], values(N * 4 * H, 3, -120, 120)),
    tensor('lstm_r_q', INT8, [1, H, 4 * H], values(H * 4 * H, 4, -120, 120)),
    tensor('lstm_b', FLOAT, [1, 8 * H], values(8 * H, 5, -5, 5).map((v) => v / 10)),
    tensor('lstm_w_scale', FLOAT, [1], [0.01]),
    tensor('lstm_w_zp', INT8, [1], [2]),
    tensor('lstm_r_scale', FLOAT, [1], [0.02]),
    tensor('lstm_r_zp', INT8, [1], [-1]),
    tensor('up_w', FLOAT, [M, 1, 4], values(M * 4, 6, -50, 50).map((v) => v / 40)),
    tensor('up_b', FLOAT, [M], [0.05, -0.1, 0.2]),
    // the Snake's α per channel, far apart (a fold along the wrong axis would show), and its 1/α as the export has it
    tensor('alpha', FLOAT, [1, C, 1], ALPHA),
    tensor('alpha_inv', FLOAT, [1, C, 1], ALPHA.map((a) => 1 / a)),
    tensor('two', FLOAT, [], [2]),
    // the harmonic source's STFT: 20-sample periodic Hann frames every 5 samples
    tensor('stft_step', INT64, [], [5]),
    tensor('stft_window', FLOAT, [20], Array.from({ length: 20 }, (_, n) => 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / 20))),
    tensor('stft_length', INT64, [], [20]),
    tensor('zero', INT64, [], [0]),
    tensor('one', INT64, [], [1]),
  ];
  const nodes = [
    // Snake: x + sin²(αx)/α, as the generator's residual blocks compute it before each convolution
    node('Mul', ['alpha', 'x'], ['ax']),
    node('Sin', ['ax'], ['sin_ax']),
    node('Pow', ['sin_ax', 'two'], ['sin2']),
    node('Mul', ['alpha_inv', 'sin2'], ['sin2_a']),
    node('Add', ['x', 'sin2_a'], ['snake']),
    // conv with its bias quantised by the product of the scales, as the export writes it
    node('DynamicQuantizeLinear', ['snake'], ['xq', 'xs', 'xzp']),
    node('Mul', ['xs', 'conv_w_scale'], ['conv_scales']),
    node('Div', ['conv_bias', 'conv_scales'], ['bias_tmp']),
    node('Floor', ['bias_tmp'], ['bias_floor']),
    node('Cast', ['bias_floor'], ['bias_q'], [{ name: 'to', i: INT32 }]),
    node('Reshape', ['bias_q', 'bias_shape'], ['bias_q_r']),
    node('ConvInteger', ['xq', 'conv_w_q', 'xzp', 'conv_w_zp'], ['conv_int'], [{ name: 'kernel_shape', ints: [3] }, { name: 'pads', ints: [1, 1] }]),
    node('Add', ['conv_int', 'bias_q_r'], ['conv_biased']),
    node('Cast', ['conv_biased'], ['conv_f'], [{ name: 'to', i: FLOAT }]),
    node('Mul', ['conv_f', 'conv_scales'], ['y1']),
    // the decoder's upsampling: a float ConvTranspose per channel, stride 2, output padding 1
    node('ConvTranspose', ['y1', 'up_w', 'up_b'], ['y4'], [
      { name: 'group', i: M },
      { name: 'kernel_shape', ints: [4] },
      { name: 'strides', ints: [2] },
      { name: 'pads', ints: [1, 1] },
      { name: 'output_padding', ints: [1] },
      { name: 'dilations', ints: [1] },
    ]),
    // matrix product, per-column weights
    node('Transpose', ['y1'], ['y1t'], [{ name: 'perm', ints: [0, 2, 1] }]),
    node('DynamicQuantizeLinear', ['y1t'], ['y1q', 'y1s', 'y1zp']),
    node('MatMulInteger', ['y1q', 'mm_w_q', 'y1zp', 'mm_w_zp'], ['mm_int']),
    node('Cast', ['mm_int'], ['mm_f'], [{ name: 'to', i: FLOAT }]),
    node('Mul', ['y1s', 'mm_w_scale'], ['mm_scales']),
    node('Mul', ['mm_f', 'mm_scales'], ['y2']),
    // LSTM over the sequence (seq, batch, features)
    node('Transpose', ['y2'], ['y2t'], [{ name: 'perm', ints: [1, 0, 2] }]),
    node(
      'DynamicQuantizeLSTM',
      ['y2t', 'lstm_w_q', 'lstm_r_q', 'lstm_b', '', '', '', '', 'lstm_w_scale', 'lstm_w_zp', 'lstm_r_scale', 'lstm_r_zp'],
      ['y3', 'h', 'c'],
      [{ name: 'hidden_size', i: H }, { name: 'direction', s: 'forward' }],
      'com.microsoft',
    ),
    // STFT, then real and imaginary parts taken apart as the generator does
    node('STFT', ['sig', 'stft_step', 'stft_window', 'stft_length'], ['spec'], [{ name: 'onesided', i: 1 }]),
    node('Transpose', ['spec'], ['spec_t'], [{ name: 'perm', ints: [0, 2, 1, 3] }]),
    node('Gather', ['spec_t', 'zero'], ['re'], [{ name: 'axis', i: 3 }]),
    node('Gather', ['spec_t', 'one'], ['im'], [{ name: 'axis', i: 3 }]),
  ];
  const graph = cat(...nodes.map((n) => bytes(1, n)), str(2, 'quantised'), ...inits.map((t) => bytes(5, t)), bytes(11, valueInfo('x', [1, C, 6])), bytes(11, valueInfo('sig', [1, SIGNAL])), bytes(12, valueInfo('y2', [1, 6, N])), bytes(12, valueInfo('y3', [6, 1, 1, H])), bytes(12, valueInfo('y4', [1, M, 13])), bytes(12, valueInfo('re', [1, 11, FRAMES])), bytes(12, valueInfo('im', [1, 11, FRAMES])));
  const opset = (domain: string, version: number) => bytes(8, cat(...(domain ? [str(1, domain)] : []), int(2, version)));
  return cat(int(1, 8), opset('', 17), opset('com.microsoft', 1), bytes(7, graph));
}

type Outputs = { y2: Float32Array; y3: Float32Array; y4: Float32Array; dims: readonly number[]; re: Float32Array; im: Float32Array };

async function run(model: Uint8Array, x: Float32Array, sig: Float32Array): Promise<Outputs> {
  const session = await ort.InferenceSession.create(model);
  const out = await session.run({ x: new ort.Tensor('float32', x, [1, 4, 6]), sig: new ort.Tensor('float32', sig, [1, SIGNAL]) }, ['y2', 'y3', 'y4', 're', 'im']);
  await session.release();
  const data = (name: string) => out[name]!.data as Float32Array;
  return { y2: data('y2'), y3: data('y3'), y4: data('y4'), dims: out.y4!.dims, re: data('re'), im: data('im') };
}

const opTypes = (model: Uint8Array) => {
  const graph = fields(model).find((f) => f.field === 7)!;
  return fields(model, graph.from, graph.end)
    .filter((f) => f.field === 1)
    .map((f) => {
      const op = fields(model, f.from, f.end).find((g) => g.field === 4)!;
      return new TextDecoder().decode(model.subarray(op.from, op.end));
    });
};

describe('the float rewrite of a dynamically quantised graph', () => {
  const int8 = quantisedModel();
  const { parts, size, replaced } = floatModel(int8);
  const float = cat(...parts);

  it('replaces every integer op by its float op and drops the quantisation steps', () => {
    expect(replaced).toEqual({ conv: 1, matmul: 1, lstm: 1, conv2d: 2, snakes: 1, stft: 1 });
    expect(float.length).toBe(size);
    const ops = opTypes(float);
    expect(ops.filter((op) => /Integer|Quantize/.test(op))).toEqual([]);
    expect(ops).toEqual(expect.arrayContaining(['Conv', 'ConvTranspose', 'MatMul', 'LSTM', 'Sin', 'Split']));
    // each convolution between a unit axis put in and taken out (the STFT's too)
    expect(ops.filter((op) => op === 'Unsqueeze').length).toBe(3);
    expect(ops.filter((op) => op === 'Squeeze').length).toBe(3);
    // the Snake squares by a product and no longer scales by 1/α; no STFT, no Gather of its parts
    expect(ops.filter((op) => ['Pow', 'STFT', 'Gather', 'Transpose'].includes(op))).toEqual(['Transpose', 'Transpose']);
    expect(ops.filter((op) => op === 'Mul').length).toBe(opTypes(int8).filter((op) => op === 'Mul').length - 4 - 1 + 1);
  });

  it('computes what the int8 graph computes, without its 8-bit rounding of activations', async () => {
    const x = Float32Array.from(values(24, 9, -100, 100).map((v) => v / 50));
    // a harmonic with a little noise, as the source is
    const sig = Float32Array.from({ length: SIGNAL }, (_, n) => 0.1 * Math.sin(n / 3) + values(1, n + 1, -10, 10)[0]! / 1000);
    const a = await run(int8, x, sig);
    const b = await run(float, x, sig);
    const close = (p: Float32Array, q: Float32Array) => {
      const scale = Math.max(...p.map(Math.abs));
      return Math.max(...p.map((v, i) => Math.abs(v - q[i]!))) / scale;
    };
    // activations rounded to 1/255 of their range: a few per cent at most
    expect(close(a.y2, b.y2)).toBeLessThan(0.05);
    expect(close(a.y3, b.y3)).toBeLessThan(0.05);
    // the upsampling, run 2-D: same shape, same values up to the conv's rounding before it
    expect(b.dims).toEqual([1, 3, 13]);
    expect(close(a.y4, b.y4)).toBeLessThan(0.05);
    expect(Math.max(...a.y4.map(Math.abs))).toBeGreaterThan(0.05);
    // the STFT as a convolution: the same spectrum, up to float rounding
    expect(b.re.length).toBe(11 * FRAMES);
    expect(close(a.re, b.re)).toBeLessThan(1e-5);
    expect(close(a.im, b.im)).toBeLessThan(1e-5);
    expect(Math.max(...a.im.map(Math.abs))).toBeGreaterThan(0.1);
    // and the outputs are not trivially alike (the graph does compute something)
    expect(Math.max(...a.y2.map(Math.abs))).toBeGreaterThan(0.05);
    expect(Math.max(...a.y3.map(Math.abs))).toBeGreaterThan(0.01);
  });

  it('refuses a graph whose integer op is not fed by a run-time quantisation', () => {
    const broken = quantisedModel();
    // the first DynamicQuantizeLinear's op type (field 4, 21 bytes) changed: the conv's input is no longer
    // quantised at run time
    const op = Buffer.concat([Buffer.from([0x22, 21]), Buffer.from('DynamicQuantizeLinear')]);
    const at = Buffer.from(broken.buffer).indexOf(op);
    expect(at).toBeGreaterThan(0);
    Buffer.from(broken.buffer).write('X', at + op.length - 1);
    expect(() => floatModel(broken)).toThrow(/not quantised at run time/);
  });
});
