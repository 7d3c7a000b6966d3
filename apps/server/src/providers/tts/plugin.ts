import fp from 'fastify-plugin';
import { createEngines, type EngineInput } from './index.ts';
import type { EngineRegistry } from './types.ts';

/// One sentence as an engine received it, with when.
export interface EngineInputEntry extends EngineInput {
  at: number;
}

/// The engine-input log of development: the last sentences handed to the engines, newest last.
export interface EngineInputLog {
  entries(): readonly EngineInputEntry[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured speech engines (`TTS_ENGINES`). */
    engines: EngineRegistry;
    /** Development only (null in production): what the engines were handed, for `/api/dev/engine-input`. */
    engineInputs: EngineInputLog | null;
  }
}

/// How many sentences the development log keeps.
const KEPT = 200;

/// The speech-engine family as a capability. Engines load lazily; the renderer plugin warms them up once
/// the server is ready. They close after the job workers have stopped (preClose) and handed their tasks back.
export const speechPlugin = fp(
  async (app) => {
    // In development every sentence an engine is handed is logged (and the last ones kept for
    // /api/dev/engine-input): what the text front-end, the dictionary and the polyphone hints made of
    // the script is then visible without listening (issue 12).
    let log: EngineInputEntry[] | null = null;
    if (app.config.nodeEnv !== 'production') log = [];
    const onInput = log
      ? (input: EngineInput) => {
          log!.push({ ...input, at: Date.now() });
          if (log!.length > KEPT) log!.splice(0, log!.length - KEPT);
          app.log.info({ engineInput: input }, 'engine input');
        }
      : undefined;
    // Kokoro's weights: where they come from and whether the studio speaks espeak meanwhile, said once
    // in the log (and on the anchor page, through `engines.neural()`).
    const say = (line: string) => app.log.info(line);
    const engines = createEngines(app.config.tts, onInput ? { onInput, log: say } : { log: say });
    app.decorate('engines', engines);
    app.decorate('engineInputs', log ? { entries: () => [...log!] } : null);
    app.addHook('onClose', async () => engines.close());
  },
  { name: 'speech', fastify: '5.x', dependencies: ['config'] },
);
