// Kokoro's only weights reachable here are kokoro-onnx's int8 export: dynamic quantisation, so every
// convolution runs as ConvInteger, every matrix product as MatMulInteger (activations quantised to
// uint8 at run time) and the LSTMs as DynamicQuantizeLSTM. onnxruntime's CPU integer convolution is its
// slow path; the float graph of the same weights runs much faster (the numbers are in
// apps/server/README.md, "Kokoro in the benchmark"). So once the download is verified, this writes that
// float graph beside it: each integer op is replaced by its float op with the weight dequantised,
// w = (q − zero point) × scale, and the quantisation steps that fed it are dropped. The weights are the
// same numbers the int8 file holds; only the activations are no longer rounded to 8 bits.
//
// ONNX files are protocol buffers. Only what the rewrite needs is decoded (the graph's nodes and
// initialisers); every other field is copied through byte for byte, so nothing the rewrite does not know
// about is lost. Plain JavaScript because it runs in a worker thread (kokoroFloatWorker.mjs): 92 MB in,
// 325 MB out, seconds of CPU that must not sit on the server's event loop.

import { concat, encodeVarint, lengthField, stringField } from '../onnx/protoWrite.mjs';

// --- protocol-buffer wire format -------------------------------------------------------------------

/** @typedef {{ field: number, wire: number, start: number, end: number, value: number, from: number }} Field */

/**
 * @param {Uint8Array} buf
 * @param {number} pos
 * @returns {[number, number]}
 */
function varint(buf, pos) {
  let value = 0;
  let scale = 1;
  for (;;) {
    if (pos >= buf.length) throw new Error('truncated varint');
    const b = buf[pos++];
    value += (b & 0x7f) * scale;
    if (b < 0x80) return [value, pos];
    scale *= 128;
    if (scale > 2 ** 63) throw new Error('varint too long');
  }
}

/**
 * The fields of one message: for length-delimited ones `from`..`end` is the payload, `start`..`end` the
 * whole field as written (tag included), for copying through.
 * @param {Uint8Array} buf
 * @param {number} [begin]
 * @param {number} [finish]
 * @returns {Field[]}
 */
export function fields(buf, begin = 0, finish = buf.length) {
  /** @type {Field[]} */
  const out = [];
  let pos = begin;
  while (pos < finish) {
    const start = pos;
    let tag;
    [tag, pos] = varint(buf, pos);
    const field = Math.floor(tag / 8);
    const wire = tag & 7;
    let value = 0;
    let from = pos;
    if (wire === 0) [value, pos] = varint(buf, pos);
    else if (wire === 1) pos += 8;
    else if (wire === 5) pos += 4;
    else if (wire === 2) {
      [value, from] = varint(buf, pos);
      pos = from + value;
    } else throw new Error(`wire type ${wire} not supported`);
    if (pos > finish) throw new Error('truncated field');
    out.push({ field, wire, start, end: pos, value, from });
  }
  return out;
}

const utf8 = new TextDecoder();

// --- the pieces of ONNX this needs (onnx.proto field numbers) --------------------------------------

const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_INITIALIZER = 5;
const GRAPH_OUTPUT = 12;
const NODE_INPUT = 1;
const NODE_OUTPUT = 2;
const NODE_NAME = 3;
const NODE_OP_TYPE = 4;
const NODE_ATTRIBUTE = 5;
const NODE_DOMAIN = 7;
const TENSOR_DIMS = 1;
const TENSOR_DATA_TYPE = 2;
const TENSOR_FLOAT_DATA = 4;
const TENSOR_INT32_DATA = 5;
const TENSOR_NAME = 8;
const TENSOR_RAW_DATA = 9;
const VALUE_INFO_NAME = 1;
const FLOAT = 1;
const UINT8 = 2;
const INT8 = 3;
const INT64 = 7;

/**
 * @typedef {{ bytes: Uint8Array, op: string, domain: string, name: string, inputs: string[], outputs: string[], attributes: Uint8Array[] }} Node
 * @typedef {{ bytes: Uint8Array, name: string, dims: number[], type: number, data: Field | null, buf: Uint8Array, f: Field[] }} Tensor
 */

/** @param {Uint8Array} buf @param {Field} f */
const text = (buf, f) => utf8.decode(buf.subarray(f.from, f.end));

/** @param {Uint8Array} buf @param {Field} at @returns {Node} */
function node(buf, at) {
  /** @type {Node} */
  const n = { bytes: buf.subarray(at.from, at.end), op: '', domain: '', name: '', inputs: [], outputs: [], attributes: [] };
  for (const f of fields(buf, at.from, at.end)) {
    if (f.field === NODE_INPUT) n.inputs.push(text(buf, f));
    else if (f.field === NODE_OUTPUT) n.outputs.push(text(buf, f));
    else if (f.field === NODE_NAME) n.name = text(buf, f);
    else if (f.field === NODE_OP_TYPE) n.op = text(buf, f);
    else if (f.field === NODE_DOMAIN) n.domain = text(buf, f);
    else if (f.field === NODE_ATTRIBUTE) n.attributes.push(buf.subarray(f.start, f.end));
  }
  return n;
}

/** @param {Node} n */
function encodeNode(n) {
  return concat([
    ...n.inputs.flatMap((i) => stringField(NODE_INPUT, i)),
    ...n.outputs.flatMap((o) => stringField(NODE_OUTPUT, o)),
    ...stringField(NODE_NAME, n.name),
    ...stringField(NODE_OP_TYPE, n.op),
    ...n.attributes,
  ]);
}

/** @param {Uint8Array} buf @param {Field} at @returns {Tensor} */
function tensor(buf, at) {
  /** @type {Tensor} */
  const t = { bytes: buf.subarray(at.from, at.end), name: '', dims: [], type: 0, data: null, buf, f: [] };
  t.f = fields(buf, at.from, at.end);
  for (const f of t.f) {
    if (f.field === TENSOR_NAME) t.name = text(buf, f);
    else if (f.field === TENSOR_DATA_TYPE) t.type = f.value;
    else if (f.field === TENSOR_DIMS && f.wire === 0) t.dims.push(f.value);
    else if (f.field === TENSOR_DIMS && f.wire === 2) {
      for (let pos = f.from; pos < f.end; ) {
        let d;
        [d, pos] = varint(buf, pos);
        t.dims.push(d);
      }
    } else if (f.field === TENSOR_RAW_DATA || f.field === TENSOR_FLOAT_DATA || f.field === TENSOR_INT32_DATA) t.data = f;
  }
  return t;
}

/**
 * A tensor's values as numbers (the types the quantised graph uses for weights, zero points and scales, and
 * the int64 of its shapes and indices).
 * @param {Tensor} t
 * @returns {Float64Array}
 */
function values(t) {
  const count = t.dims.reduce((n, d) => n * d, 1);
  const out = new Float64Array(count);
  const f = t.data;
  if (!f) throw new Error(`${t.name}: no data`);
  const { buf } = t;
  if (f.field === TENSOR_RAW_DATA) {
    const view = new DataView(buf.buffer, buf.byteOffset + f.from, f.end - f.from);
    const width = t.type === FLOAT ? 4 : t.type === INT64 ? 8 : 1;
    if (view.byteLength !== count * width) throw new Error(`${t.name}: ${view.byteLength} bytes for ${count} values`);
    for (let i = 0; i < count; i++) {
      out[i] =
        t.type === FLOAT
          ? view.getFloat32(i * 4, true)
          : t.type === INT64
            ? Number(view.getBigInt64(i * 8, true))
            : t.type === UINT8
              ? view.getUint8(i)
              : t.type === INT8
                ? view.getInt8(i)
                : NaN;
    }
  } else if (f.field === TENSOR_FLOAT_DATA) {
    const view = new DataView(buf.buffer, buf.byteOffset + f.from, f.end - f.from);
    for (let i = 0; i < count; i++) out[i] = view.getFloat32(i * 4, true);
  } else {
    // int32_data holds 8-bit types, one varint each (two's complement for negatives as int32).
    let pos = f.from;
    for (let i = 0; i < count; i++) {
      let v;
      [v, pos] = varint(buf, pos);
      out[i] = t.type === INT8 ? ((v & 0xff) << 24) >> 24 : v;
    }
  }
  if (out.some((v) => Number.isNaN(v))) throw new Error(`${t.name}: data type ${t.type} not supported`);
  return out;
}

/** @param {string} name @param {number[]} dims @param {Float32Array} data */
function floatTensor(name, dims, data) {
  return concat([
    ...(dims.length ? lengthField(TENSOR_DIMS, [concat(dims.map(encodeVarint))]) : []),
    encodeVarint(TENSOR_DATA_TYPE * 8),
    encodeVarint(FLOAT),
    ...stringField(TENSOR_NAME, name),
    ...lengthField(TENSOR_RAW_DATA, [new Uint8Array(data.buffer, data.byteOffset, data.byteLength)]),
  ]);
}

/** @param {string} name @param {number[]} dims @param {number[]} data */
function int64Tensor(name, dims, data) {
  const raw = BigInt64Array.from(data.map(BigInt));
  return concat([
    ...(dims.length ? lengthField(TENSOR_DIMS, [concat(dims.map(encodeVarint))]) : []),
    encodeVarint(TENSOR_DATA_TYPE * 8),
    encodeVarint(INT64),
    ...stringField(TENSOR_NAME, name),
    ...lengthField(TENSOR_RAW_DATA, [new Uint8Array(raw.buffer)]),
  ]);
}

const ATTRIBUTE_NAME = 1;
const ATTRIBUTE_I = 3;
const ATTRIBUTE_INTS = 8;
const ATTRIBUTE_TYPE = 20;
const INT = 2;
const INTS = 7;

/**
 * A 1-D convolution's attribute (a node's whole attribute field, tag included) for the same convolution run
 * 2-D over a unit axis put before time: pads [a, b] → [0, a, 0, b], output padding [p] → [0, p], kernel,
 * strides and dilations [k] → [1, k]; any other attribute as it was.
 * @param {Uint8Array} field
 * @returns {Uint8Array}
 */
function attribute2d(field) {
  const { name, ints } = readAttribute(field);
  const lift = { pads: 'pads', kernel_shape: 'one', strides: 'one', dilations: 'one', output_padding: 'zero' }[name];
  if (!lift) return field;
  if ((lift === 'pads' && ints.length !== 2) || (lift !== 'pads' && ints.length !== 1)) throw new Error(`${name} of a 1-D convolution has ${ints.length} values`);
  return intsAttributeField(name, lift === 'pads' ? [0, ints[0], 0, ints[1]] : [lift === 'one' ? 1 : 0, ints[0]]);
}

/**
 * An attribute field's name and integers (its single integer, or its list).
 * @param {Uint8Array} field a node's whole attribute field, tag included
 * @returns {{ name: string, ints: number[] }}
 */
function readAttribute(field) {
  const [outer] = fields(field);
  const inner = fields(field, outer.from, outer.end);
  const nameField = inner.find((f) => f.field === ATTRIBUTE_NAME);
  /** @type {number[]} */
  const ints = [];
  for (const f of inner) {
    if ((f.field === ATTRIBUTE_I || f.field === ATTRIBUTE_INTS) && f.wire === 0) ints.push(f.value);
    else if (f.field === ATTRIBUTE_INTS && f.wire === 2) {
      for (let pos = f.from; pos < f.end; ) {
        let v;
        [v, pos] = varint(field, pos);
        ints.push(v);
      }
    }
  }
  return { name: nameField ? text(field, nameField) : '', ints };
}

/**
 * A node's integer-list attribute (or its single integer as a list); undefined when it has none.
 * @param {Node} n
 * @param {string} name
 * @returns {number[] | undefined}
 */
function intsAttribute(n, name) {
  return n.attributes.map(readAttribute).find((a) => a.name === name)?.ints;
}

/** @param {Node} n @param {string} name */
const intAttribute = (n, name) => intsAttribute(n, name)?.[0];

/** A node's attribute field (tag included) holding a list of integers. @param {string} name @param {number[]} ints */
function intsAttributeField(name, ints) {
  return concat(lengthField(NODE_ATTRIBUTE, [...stringField(ATTRIBUTE_NAME, name), ...ints.flatMap((v) => [encodeVarint(ATTRIBUTE_INTS * 8), encodeVarint(v)]), encodeVarint(ATTRIBUTE_TYPE * 8), encodeVarint(INTS)]));
}

/** A node's attribute field (tag included) holding one integer. @param {string} name @param {number} i */
function intAttributeField(name, i) {
  return concat(lengthField(NODE_ATTRIBUTE, [...stringField(ATTRIBUTE_NAME, name), encodeVarint(ATTRIBUTE_I * 8), encodeVarint(i), encodeVarint(ATTRIBUTE_TYPE * 8), encodeVarint(INT)]));
}

/**
 * Who makes and who reads each value of a list of nodes.
 * @param {Node[]} list
 */
function index(list) {
  /** @type {Map<string, Node>} */
  const made = new Map();
  /** @type {Map<string, Node[]>} */
  const read = new Map();
  for (const n of list) {
    for (const o of n.outputs) made.set(o, n);
    for (const i of n.inputs) {
      const readers = read.get(i);
      if (readers) readers.push(n);
      else read.set(i, [n]);
    }
  }
  return { made, read };
}

// --- the rewrite -----------------------------------------------------------------------------------

/**
 * The float graph of a dynamically quantised ONNX model.
 * @param {Uint8Array} model the int8 file's bytes
 * @returns {{ parts: Uint8Array[], size: number, replaced: { conv: number, matmul: number, lstm: number, conv2d: number, snakes: number, stft: number } }}
 *   the new file's bytes in order (written one after another: no second 325 MB copy in memory)
 */
export function floatModel(model) {
  const top = fields(model);
  const graphField = top.find((f) => f.field === MODEL_GRAPH);
  if (!graphField) throw new Error('no graph');
  const graphFields = fields(model, graphField.from, graphField.end);
  /** @type {Node[]} */
  const nodes = [];
  /** @type {Map<string, Tensor>} */
  const inits = new Map();
  /** @type {Set<string>} */
  const graphOutputs = new Set();
  for (const f of graphFields) {
    if (f.field === GRAPH_NODE) nodes.push(node(model, f));
    else if (f.field === GRAPH_INITIALIZER) {
      const t = tensor(model, f);
      inits.set(t.name, t);
    } else if (f.field === GRAPH_OUTPUT) {
      const name = fields(model, f.from, f.end).find((g) => g.field === VALUE_INFO_NAME);
      if (name) graphOutputs.add(text(model, name));
    }
  }
  const { made: producer, read: consumers } = index(nodes);
  /** @param {string} name */
  const init = (name) => {
    const t = inits.get(name);
    if (!t) throw new Error(`${name} is not an initializer`);
    return t;
  };
  /** @param {string} name @param {string} op */
  const only = (name, op) => {
    const list = consumers.get(name) ?? [];
    if (list.length !== 1 || list[0].op !== op) throw new Error(`${name} does not feed one ${op}`);
    return list[0];
  };

  /** @type {Map<Node, Node>} */
  const replace = new Map();
  /** @type {Set<Node>} */
  const drop = new Set();
  /** @type {Map<string, Uint8Array>} */
  const added = new Map();
  const replaced = { conv: 0, matmul: 0, lstm: 0 };
  /** The 2-D weight of each convolution over time (below), by its 1-D weight's name. @type {Map<string, string>} */
  const weights2d = new Map();
  /** The numbers of the convolution weights written here, 2-D, by name (for the Snake fold). @type {Map<string, { dims: number[], data: Float32Array }>} */
  const convWeights = new Map();

  for (const n of nodes) {
    if (n.op === 'ConvInteger' || n.op === 'MatMulInteger') {
      // x → DynamicQuantizeLinear → [ConvInteger | MatMulInteger] (→ Add of the bias quantised with
      // x's scale) → Cast → Mul by (x's scale × w's scale). Replaced by one float op from x to that Mul's output.
      const [xq, wq, , wzp] = n.inputs;
      const quantise = producer.get(xq);
      if (!quantise || quantise.op !== 'DynamicQuantizeLinear') throw new Error(`${n.name}: input not quantised at run time`);
      const chain = [n];
      let next = (consumers.get(n.outputs[0]) ?? [])[0];
      let bias = '';
      if (next?.op === 'Add') {
        // bias_q = Cast(Floor(bias ÷ (x scale × w scale))), reshaped: the float bias is what it divided.
        const reshape = producer.get(next.inputs[1]);
        const cast = reshape && producer.get(reshape.inputs[0]);
        const floor = cast && producer.get(cast.inputs[0]);
        const div = floor && producer.get(floor.inputs[0]);
        if (!div || div.op !== 'Div' || !inits.has(div.inputs[0])) throw new Error(`${n.name}: bias not recognised`);
        bias = div.inputs[0];
        chain.push(next);
        next = only(next.outputs[0], 'Cast');
      }
      if (next?.op !== 'Cast') throw new Error(`${n.name}: no Cast after it`);
      chain.push(next);
      const mul = only(next.outputs[0], 'Mul');
      chain.push(mul);
      const scales = producer.get(mul.inputs[1]);
      if (!scales || scales.op !== 'Mul') throw new Error(`${n.name}: scale product not found`);
      const wsName = scales.inputs.find((i) => inits.has(i));
      if (!wsName) throw new Error(`${n.name}: weight scale not found`);
      const w = init(wq);
      const name = `${wq}_float`;
      if (!added.has(name)) {
        const q = values(w);
        const zp = values(init(wzp));
        const ws = values(init(wsName));
        const out = new Float32Array(q.length);
        // Per output channel: a conv weight's first axis, a matrix's last; a scalar for the whole tensor.
        const inner = n.op === 'ConvInteger' ? q.length / w.dims[0] : 1;
        const channels = n.op === 'ConvInteger' ? w.dims[0] : w.dims[w.dims.length - 1];
        for (let i = 0; i < q.length; i++) {
          const c = n.op === 'ConvInteger' ? Math.floor(i / inner) : i % channels;
          out[i] = (q[i] - (zp.length > 1 ? zp[c] : zp[0])) * (ws.length > 1 ? ws[c] : ws[0]);
        }
        // a convolution over time gets its weight in the 2-D shape it is run in (see below)
        const flat = n.op === 'ConvInteger' && w.dims.length === 3;
        added.set(name, floatTensor(name, flat ? [w.dims[0], w.dims[1], 1, w.dims[2]] : w.dims, out));
        if (flat) {
          weights2d.set(name, name);
          convWeights.set(name, { dims: [w.dims[0], w.dims[1], 1, w.dims[2]], data: out });
        }
      }
      const op = n.op === 'ConvInteger' ? 'Conv' : 'MatMul';
      replace.set(n, {
        bytes: new Uint8Array(0),
        op,
        domain: '',
        name: `${n.name}_float`,
        inputs: [quantise.inputs[0], name, ...(bias ? [bias] : [])],
        outputs: [mul.outputs[0]],
        attributes: n.op === 'ConvInteger' ? n.attributes : [],
      });
      for (const c of chain.slice(1)) drop.add(c);
      if (n.op === 'ConvInteger') replaced.conv++;
      else replaced.matmul++;
    } else if (n.op === 'DynamicQuantizeLSTM') {
      // Inputs X, W, R, B, sequence_lens, initial_h, initial_c, P, W_scale, W_zero_point, R_scale,
      // R_zero_point; W and R are [directions, input, 4 × hidden] here, transposed from LSTM's layout.
      const [x, wq, rq, b, lens, h0, c0, p, wsName, wzName, rsName, rzName] = n.inputs;
      if (p) throw new Error(`${n.name}: peepholes not supported`);
      /** @param {string} qName @param {string} sName @param {string} zName */
      const dequantise = (qName, sName, zName) => {
        const name = `${qName}_float`;
        if (added.has(name)) return name;
        const t = init(qName);
        const [dirs, rows, cols] = t.dims;
        const q = values(t);
        const s = values(init(sName));
        const z = values(init(zName));
        const out = new Float32Array(q.length);
        for (let d = 0; d < dirs; d++) {
          const scale = s.length > 1 ? s[d] : s[0];
          const zero = z.length > 1 ? z[d] : z[0];
          for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out[d * rows * cols + c * rows + r] = (q[d * rows * cols + r * cols + c] - zero) * scale;
        }
        added.set(name, floatTensor(name, [dirs, cols, rows], out));
        return name;
      };
      replace.set(n, {
        bytes: new Uint8Array(0),
        op: 'LSTM',
        domain: '',
        name: `${n.name}_float`,
        inputs: [x, dequantise(wq, wsName, wzName), dequantise(rq, rsName, rzName), b ?? '', lens ?? '', h0 ?? '', c0 ?? ''],
        outputs: n.outputs,
        attributes: n.attributes,
      });
      replaced.lstm++;
    }
  }

  // The durations the model predicts are left as they are. Capping the pad token that opens every input (its
  // ≈ 18 frames are silence, trimmed afterwards) looked like free speed, but the decoder needs them: with the
  // pad at 2 frames the first ≈ 8 frames of speech came out near silent (你好 lost its 你), at 8 still 4.

  /** What nothing reads any more (the quantisation steps, the quantised bias chains, what a fold left) goes. @param {Node[]} list */
  const live = (list) => {
    for (;;) {
      const used = new Set(graphOutputs);
      for (const n of list) for (const i of n.inputs) used.add(i);
      const next = list.filter((n) => n.outputs.some((o) => used.has(o)));
      if (next.length === list.length) return list;
      list = next;
    }
  };
  let kept = live(nodes.filter((n) => !drop.has(n)).map((n) => replace.get(n) ?? n));

  // Snake activations with their 1/α folded into the convolution they feed (issue 24, speed). Each residual
  // block of the generator computes x + sin²(αx)/α before each of its 48 convolutions: five passes over a
  // [channels × 4 800 per second] tensor, four of them just to scale and add. With z = αx it is (z + sin²(z))/α,
  // and a convolution of u/α (per input channel) is the convolution of u by the weight scaled by 1/α along its
  // input channels: so the graph keeps z, squares the sine by a product (Pow is slower), adds, and the weight
  // carries the 1/α. Same arithmetic up to float rounding (the audio within 10⁻⁵ of the unfolded graph's);
  // ≈ 4 % faster per inference (measured with onnxruntime, 2 threads, 5 sentences).
  /** An initializer's numbers, or null when it is not one this reads. @param {string | undefined} name */
  const numbers = (name) => {
    const t = name ? inits.get(name) : undefined;
    try {
      return t ? values(t) : null;
    } catch {
      return null;
    }
  };
  let snakes = 0;
  {
    const { made, read } = index(kept);
    const sole = (/** @type {string} */ name) => {
      const list = read.get(name) ?? [];
      return list.length === 1 ? list[0] : null;
    };
    /** @type {Map<Node, Node>} */
    const swap = new Map();
    /** @type {Set<Node>} */
    const gone = new Set();
    for (const sin of kept) {
      if (sin.op !== 'Sin') continue;
      const scale = made.get(sin.inputs[0]);
      const alphaName = scale?.op === 'Mul' ? scale.inputs.find((i) => inits.has(i)) : undefined;
      const x = scale?.inputs.find((i) => i !== alphaName);
      const pow = sole(sin.outputs[0]);
      const exponent = pow?.op === 'Pow' ? numbers(pow.inputs[1]) : null;
      const inverse = exponent?.length === 1 && exponent[0] === 2 ? sole(pow.outputs[0]) : null;
      const rName = inverse?.op === 'Mul' ? inverse.inputs.find((i) => i !== pow?.outputs[0] && inits.has(i)) : undefined;
      const add = rName ? sole(inverse.outputs[0]) : null;
      if (!scale || !alphaName || !x || !pow || !inverse || !rName || add?.op !== 'Add' || !add.inputs.includes(x)) continue;
      const alpha = numbers(alphaName);
      const r = numbers(rName);
      // only where the factor really is 1/α, channel by channel
      if (!alpha || !r || alpha.length !== r.length || alpha.some((a, c) => Math.abs(a * r[c] - 1) > 1e-5)) continue;
      const convs = read.get(add.outputs[0]) ?? [];
      const foldable = (/** @type {Node} */ c) => {
        const w = convWeights.get(c.inputs[1]);
        return c.op === 'Conv' && c.inputs[0] === add.outputs[0] && w && w.dims[1] === r.length && (intsAttribute(c, 'group')?.[0] ?? 1) === 1;
      };
      if (convs.length === 0 || !convs.every(foldable)) continue;
      for (const c of convs) {
        const w = /** @type {{ dims: number[], data: Float32Array }} */ (convWeights.get(c.inputs[1]));
        const [outs, ins] = w.dims;
        const taps = w.data.length / (outs * ins);
        const data = new Float32Array(w.data.length);
        for (let i = 0; i < w.data.length; i++) data[i] = w.data[i] * r[Math.floor(i / taps) % ins];
        const name = `${c.inputs[1]}_snake`;
        added.set(name, floatTensor(name, w.dims, data));
        weights2d.set(name, name);
        swap.set(c, { ...c, bytes: new Uint8Array(0), inputs: [c.inputs[0], name, ...c.inputs.slice(2)] });
      }
      swap.set(pow, { ...pow, bytes: new Uint8Array(0), op: 'Mul', inputs: [sin.outputs[0], sin.outputs[0]], attributes: [] });
      swap.set(add, { ...add, bytes: new Uint8Array(0), inputs: [scale.outputs[0], pow.outputs[0]] });
      gone.add(inverse);
      snakes++;
    }
    kept = kept.filter((n) => !gone.has(n)).map((n) => swap.get(n) ?? n);
  }

  // The STFT of the harmonic source as a convolution (issue 24, speed). onnxruntime's STFT runs on one thread
  // (≈ 4 % of an inference, on a 24 kHz signal with 20-sample frames); a frame's one-sided DFT is a dot product
  // of the frame with window × cos and window × −sin rows, so the same numbers come from a strided convolution
  // with 2 × 11 output channels, which runs on every core. The real and imaginary parts the graph took apart
  // (Transpose, then Gather 0 and 1 on the last axis) come straight out of a Split. The imaginary rows of the
  // DC and Nyquist bins are exact zeros, as a real signal's are.
  let stft = 0;
  {
    const { read } = index(kept);
    /** @type {Map<Node, Node[]>} */
    const swap = new Map();
    /** @type {Set<Node>} */
    const gone = new Set();
    for (const n of kept) {
      if (n.op !== 'STFT' || n.domain !== '') continue;
      const [signal, stepName, windowName, lengthName] = n.inputs;
      if ((intAttribute(n, 'onesided') ?? 1) !== 1) continue;
      const step = numbers(stepName);
      const window = numbers(windowName);
      const length = lengthName ? numbers(lengthName)?.[0] : window?.length;
      if (!signal || !step || !window || step.length !== 1 || length !== window.length) continue;
      const [transpose, ...others] = read.get(n.outputs[0]) ?? [];
      if (others.length || transpose?.op !== 'Transpose' || String(intsAttribute(transpose, 'perm')) !== '0,2,1,3') continue;
      const parts = read.get(transpose.outputs[0]) ?? [];
      const part = (/** @type {number} */ k) =>
        parts.find((g) => g.op === 'Gather' && intAttribute(g, 'axis') === 3 && String(numbers(g.inputs[1])) === String(k));
      const re = part(0);
      const im = part(1);
      if (parts.length !== 2 || !re || !im) continue;
      const N = length;
      const bins = Math.floor(N / 2) + 1;
      const w = new Float32Array(2 * bins * N);
      for (let k = 0; k < bins; k++) {
        for (let t = 0; t < N; t++) {
          const angle = (2 * Math.PI * k * t) / N;
          w[k * N + t] = window[t] * Math.cos(angle);
          w[(bins + k) * N + t] = k === 0 || 2 * k === N ? 0 : -window[t] * Math.sin(angle);
        }
      }
      const at = (/** @type {string} */ x) => `${n.name}/conv/${x}`;
      added.set(at('weight'), floatTensor(at('weight'), [2 * bins, 1, 1, N], w));
      added.set(at('axes'), int64Tensor(at('axes'), [2], [1, 2]));
      added.set(at('frame'), int64Tensor(at('frame'), [1], [2]));
      added.set(at('split'), int64Tensor(at('split'), [2], [bins, bins]));
      swap.set(n, [
        { bytes: new Uint8Array(0), op: 'Unsqueeze', domain: '', name: at('unsqueeze'), inputs: [signal, at('axes')], outputs: [at('x')], attributes: [] },
        { bytes: new Uint8Array(0), op: 'Conv', domain: '', name: at('conv'), inputs: [at('x'), at('weight')], outputs: [at('y')], attributes: [intsAttributeField('kernel_shape', [1, N]), intsAttributeField('strides', [1, step[0]])] },
        { bytes: new Uint8Array(0), op: 'Squeeze', domain: '', name: at('squeeze'), inputs: [at('y'), at('frame')], outputs: [at('bins')], attributes: [] },
        { bytes: new Uint8Array(0), op: 'Split', domain: '', name: at('split'), inputs: [at('bins'), at('split')], outputs: [re.outputs[0], im.outputs[0]], attributes: [intAttributeField('axis', 1)] },
      ]);
      gone.add(transpose).add(re).add(im);
      stft++;
    }
    kept = kept.filter((n) => !gone.has(n)).flatMap((n) => swap.get(n) ?? [n]);
  }

  // Every convolution over time as a 2-D one of height 1 (issue 24, speed). onnxruntime runs a 1-D Conv by
  // im2col and a matrix product; a 2-D one goes to its blocked NCHWc kernels, which the decoder's 94
  // convolutions run ≈ 15 % faster with (measured on the real model, 2 threads: 1 231 → 1 028 ms for the
  // same input). The arithmetic is the same; only the order of the sums differs (the audio's spectrum within
  // 0.4 dB on average). The input gets a unit axis (Unsqueeze), the weight is the same numbers with that axis
  // in its shape, the output loses it again (Squeeze); kernel, pads, strides and dilations gain the unit axis.
  let conv2d = 0;
  const axes = 'conv2d/axes';
  kept = kept.flatMap((n) => {
    if ((n.op !== 'Conv' && n.op !== 'ConvTranspose') || n.domain !== '') return [n];
    const w = n.inputs[1];
    // the dequantised weights were written 2-D already; a float one from the file is reshaped here
    let name = weights2d.get(w);
    if (!name) {
      const t = inits.get(w);
      if (t?.dims.length !== 3 || t.type !== FLOAT) return [n];
      name = `${w}_2d`;
      added.set(name, floatTensor(name, [t.dims[0], t.dims[1], 1, t.dims[2]], Float32Array.from(values(t))));
      weights2d.set(w, name);
    }
    added.set(axes, int64Tensor(axes, [1], [2]));
    conv2d++;
    const at = (/** @type {string} */ x) => `${n.name}/2d/${x}`;
    return [
      { bytes: new Uint8Array(0), op: 'Unsqueeze', domain: '', name: at('unsqueeze'), inputs: [n.inputs[0], axes], outputs: [at('x')], attributes: [] },
      { ...n, bytes: new Uint8Array(0), name: at(n.op), inputs: [at('x'), name, ...n.inputs.slice(2)], outputs: [at('y')], attributes: n.attributes.map(attribute2d) },
      { bytes: new Uint8Array(0), op: 'Squeeze', domain: '', name: at('squeeze'), inputs: [at('y'), axes], outputs: n.outputs, attributes: [] },
    ];
  });

  kept = live(kept);
  const used = new Set();
  for (const n of kept) for (const i of n.inputs) used.add(i);

  /** @type {Uint8Array[]} */
  const graph = [];
  for (const f of graphFields) {
    if (f.field === GRAPH_NODE || f.field === GRAPH_INITIALIZER) continue;
    graph.push(model.subarray(f.start, f.end));
  }
  for (const n of kept) graph.push(...lengthField(GRAPH_NODE, [n.bytes.length ? n.bytes : encodeNode(n)]));
  for (const [name, t] of inits) if (used.has(name)) graph.push(...lengthField(GRAPH_INITIALIZER, [t.bytes]));
  for (const [name, bytes] of added) if (used.has(name)) graph.push(...lengthField(GRAPH_INITIALIZER, [bytes]));

  /** @type {Uint8Array[]} */
  const parts = [];
  for (const f of top) {
    if (f.field === MODEL_GRAPH) parts.push(...lengthField(MODEL_GRAPH, graph));
    else parts.push(model.subarray(f.start, f.end));
  }
  return { parts, size: parts.reduce((n, p) => n + p.length, 0), replaced: { ...replaced, conv2d, snakes, stft } };
}
