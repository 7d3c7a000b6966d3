import type { FastifyInstance } from 'fastify';
import { drawMessages as contractMessages } from '@peiyin/api-client';
import type { DrawTaskRow } from '../../db/schema.ts';
import { JobError, type JobBody } from '../../jobs/workers.ts';
import { applyStyle, DrawError, findDrawStyle, type DrawReference, type ReferenceMode } from '../../providers/draw/index.ts';
import type { DrawJobResult } from './queue.ts';

/// The storage key of a task's `index`-th picture.
export const imageKey = (row: Pick<DrawTaskRow, 'user_id' | 'code'>, index: number) => `draw/${row.user_id}/${row.code}-${index}.png`;

/// One drawing: the style's words around the description, the reference picture from storage, the provider's
/// pictures (exact size, PNG) into storage. A provider's refusal fails the task with its Chinese reason (the
/// card shows it); its detail goes to the log.
export function drawJob(app: FastifyInstance): JobBody<DrawTaskRow, DrawJobResult> {
  return async (row, signal) => {
    const started = Date.now();
    const { prompt, negativePrompt } = applyStyle(findDrawStyle(row.style_id), row.prompt);
    let reference: DrawReference | undefined;
    if (row.ref_key) {
      const image = await app.storage.readAll(row.ref_key).catch(() => {
        throw new JobError(contractMessages.refImageInvalid);
      });
      reference = { image, mode: row.ref_mode as ReferenceMode, strength: row.ref_strength };
    }
    let drawn;
    try {
      drawn = await app.drawProvider.generate(
        { prompt, negativePrompt, width: row.width, height: row.height, count: row.count, ...(reference ? { reference } : {}) },
        { signal },
      );
    } catch (error) {
      // Stopping (shutdown, a deleted task): the workers see the aborted signal and hand the row back or let go.
      if (signal.aborted) throw error;
      if (error instanceof DrawError) {
        app.log.warn({ task: row.code, provider: app.drawProvider.id, code: error.code, detail: error.detail }, 'drawing failed');
        throw new JobError(error.message);
      }
      throw error;
    }
    const keys: string[] = [];
    try {
      for (const [index, image] of drawn.images.entries()) {
        const key = imageKey(row, index);
        await app.storage.put(key, image, { contentType: 'image/png' });
        keys.push(key);
      }
    } catch (error) {
      await Promise.all(keys.map((key) => app.storage.delete(key).catch(() => undefined)));
      throw error;
    }
    const log = JSON.stringify({ provider: app.drawProvider.id, ms: Date.now() - started, notes: drawn.notes });
    return { images: keys, notes: drawn.notes, log };
  };
}
