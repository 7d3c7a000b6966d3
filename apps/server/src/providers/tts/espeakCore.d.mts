export interface EspeakJob {
  voice: string;
  text: string;
  rate: number;
  pitch: number;
}
export const WARM_UP_SENTENCES: string[];
export function loadEspeak(options?: { warm?: boolean }): Promise<{ sampleRate: number; synth(job: EspeakJob): Int16Array }>;
