export interface EspeakJob {
  voice: string;
  text: string;
  rate: number;
  pitch: number;
}
export function loadEspeak(): Promise<{ sampleRate: number; synth(job: EspeakJob): Int16Array }>;
