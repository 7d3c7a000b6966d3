export function timeStretch(x: Float32Array, factor: number, rate: number): Float32Array;
export function shiftPitch(samples: Float32Array, rate: number, factor: number): Float32Array;
