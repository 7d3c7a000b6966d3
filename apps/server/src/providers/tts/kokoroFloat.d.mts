export interface Field {
  field: number;
  wire: number;
  /** The whole field as written, tag included. */
  start: number;
  end: number;
  /** A varint's value, or a length-delimited field's length. */
  value: number;
  /** Where a length-delimited field's payload starts. */
  from: number;
}
/** The fields of one protocol-buffer message in `buf[begin, finish)`. */
export function fields(buf: Uint8Array, begin?: number, finish?: number): Field[];
/** The float graph of a dynamically quantised ONNX model: its bytes in order, their total and what was replaced. */
export function floatModel(model: Uint8Array): { parts: Uint8Array[]; size: number; replaced: { conv: number; matmul: number; lstm: number; conv2d: number; snakes: number; stft: number } };
