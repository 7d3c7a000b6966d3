// issue 12: the text front-end's own test set through the real pipeline — a script planned as an
// audition or a task is (planScript), then turned into the text the espeak engine receives
// (espeakJob). Same function for both, so what is asserted here is what the engine reads.
import { describe, expect, it } from 'vitest';
import { TN_CASES, TN_CASE_CLASSES } from '../../../../../packages/ssml/test/tn-cases.ts';
import { planScript, scriptVoice } from '../../script/plan.ts';
import { espeakJob } from './espeak.ts';

const voice = scriptVoice({ anchorId: 1, anchorName: '晓岚', templateId: null, intensity: 1, role: '', pitch: 0, speed: 1, volume: 100 });

/// The text the engine receives for a script, sentence by sentence, joined.
export function engineInput(script: string): string {
  return planScript(script, voice)
    .map((s) => (s.kind === 'speech' ? espeakJob({ voice: { engine: 'espeak', voice: 'cmn+f2' }, text: s.text, phonemes: s.phonemes, prosody: s.prosody }).text : ''))
    .join('');
}

describe('the text front-end in the synthesis pipeline', () => {
  it('hands the engine the spoken form of every case of the own set (100 %)', () => {
    const perClass = new Map<string, { ok: number; all: number }>();
    const wrong: string[] = [];
    for (const c of TN_CASES) {
      const got = engineInput(c.written);
      const tally = perClass.get(c.cls) ?? { ok: 0, all: 0 };
      tally.all++;
      if (got === c.spoken) tally.ok++;
      else wrong.push(`${c.cls}: ${c.written} → ${got} (want ${c.spoken})`);
      perClass.set(c.cls, tally);
    }
    console.log(TN_CASE_CLASSES.map((k) => `${k} ${perClass.get(k)!.ok}/${perClass.get(k)!.all}`).join(', '));
    expect(wrong).toEqual([]);
  });

  it('reads the issue’s example script as the engine should receive it', () => {
    expect(engineInput('价格128元，尾号1702，2015年的熊猫')).toBe('价格一百二十八元，尾号幺七零二，二零一五年的熊猫');
    // An SSML task with a number reading the user chose: the choice wins.
    const ssml = '<speak><voice name="1"><p>编号<sub alias="一百零一">101</sub>，共2个</p></voice></speak>';
    expect(engineInput(ssml)).toBe('编号一百零一，共两个');
  });
});
