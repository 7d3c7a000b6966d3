export function resampleSamples(src: Float32Array, from: number, to: number): Float32Array;
export function int16ToFloat(samples: Int16Array, from: number, to?: number): Float32Array;
