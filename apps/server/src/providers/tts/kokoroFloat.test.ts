// The float rewrite of a dynamically quantised graph (kokoroFloat.mjs), on a small graph written here in
// the shapes kokoro-onnx's int8 export uses: a ConvInteger with its quantised bias, a MatMulInteger with
// per-column zero points and scales, a DynamicQuantizeLSTM. onnxruntime runs both graphs on the same
// input: the float one must give what the int8 one gives, up to the 8-bit rounding of activations that the
// int8 graph does and the float one no longer does. A wrong channel axis, a lost bias or a mistransposed
// LSTM weight would be off by far more. Every convolution over time comes out as a 2-D one over a unit axis
// (onnxruntime's faster kernels): the float ConvTranspose here, grouped, strided and with output padding as the
// decoder's upsampling is, must give what it gave in one dimension.
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
  ];
  const nodes = [
    // conv with its bias quantised by the product of the scales, as the export writes it
    node('DynamicQuantizeLinear', ['x'], ['xq', 'xs', 'xzp']),
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
  ];
  const graph = cat(...nodes.map((n) => bytes(1, n)), str(2, 'quantised'), ...inits.map((t) => bytes(5, t)), bytes(11, valueInfo('x', [1, C, 6])), bytes(12, valueInfo('y2', [1, 6, N])), bytes(12, valueInfo('y3', [6, 1, 1, H])), bytes(12, valueInfo('y4', [1, M, 13])));
  const opset = (domain: string, version: number) => bytes(8, cat(...(domain ? [str(1, domain)] : []), int(2, version)));
  return cat(int(1, 8), opset('', 17), opset('com.microsoft', 1), bytes(7, graph));
}

async function run(model: Uint8Array, x: Float32Array): Promise<{ y2: Float32Array; y3: Float32Array; y4: Float32Array; dims: readonly number[] }> {
  const session = await ort.InferenceSession.create(model);
  const out = await session.run({ x: new ort.Tensor('float32', x, [1, 4, 6]) });
  await session.release();
  return { y2: out.y2!.data as Float32Array, y3: out.y3!.data as Float32Array, y4: out.y4!.data as Float32Array, dims: out.y4!.dims };
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
    expect(replaced).toEqual({ conv: 1, matmul: 1, lstm: 1, conv2d: 2 });
    expect(float.length).toBe(size);
    const ops = opTypes(float);
    expect(ops.filter((op) => /Integer|Quantize/.test(op))).toEqual([]);
    expect(ops).toEqual(expect.arrayContaining(['Conv', 'ConvTranspose', 'MatMul', 'LSTM']));
    // each convolution between a unit axis put in and taken out
    expect(ops.filter((op) => op === 'Unsqueeze').length).toBe(2);
    expect(ops.filter((op) => op === 'Squeeze').length).toBe(2);
  });

  it('computes what the int8 graph computes, without its 8-bit rounding of activations', async () => {
    const x = Float32Array.from(values(24, 9, -100, 100).map((v) => v / 50));
    const a = await run(int8, x);
    const b = await run(float, x);
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
