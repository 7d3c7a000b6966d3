import { anchorMessages, type Sample } from '@peiyin/api-client';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { sampleAudioUrl } from './service.ts';
import { sceneTags } from './seed.ts';

/// How hot a sample is: a use (去配音) weighs more than an audition (spec 02 §2.12).
export const hotOf = (auditions: number, uses: number) => auditions + 5 * uses;
const hotText = (hot: number) => (hot >= 10_000 ? `${(hot / 10_000).toFixed(1)}万` : String(hot));

/// The sample gallery (spec 02 §2.12, §3 "Sample"): scenes, a page of samples, and usage reports.
export function samplesService(app: FastifyInstance) {
  const { db } = app;
  return {
    scenes: () => sceneTags,

    async search(sceneId: number, page: number, pageSize: number) {
      let query = db
        .selectFrom('samples')
        .innerJoin('anchors', 'anchors.id', 'samples.anchor_id')
        .innerJoin('anchor_templates', 'anchor_templates.id', 'samples.template_id');
      if (sceneId) query = query.where('samples.scene_id', '=', sceneId);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll('samples')
        .select(['anchors.name as anchor_name', 'anchors.avatar as anchor_avatar', 'anchor_templates.title as template_name'])
        .orderBy('samples.sort')
        .orderBy('samples.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const list: Sample[] = rows.map((r) => {
        const hot = hotOf(Number(r.auditions), Number(r.uses));
        return {
          id: r.id,
          name: r.name,
          comment: r.comment,
          anchorId: r.anchor_id,
          anchorName: r.anchor_name,
          anchorAvatar: r.anchor_avatar,
          templateId: r.template_id,
          templateName: r.template_name,
          templateText: r.text,
          templateAudio: sampleAudioUrl(r.id),
          hot,
          hotText: hotText(hot),
        };
      });
      return { total: Number(total.n), list };
    },

    async report(id: number, event: number): Promise<null> {
      const column = event === 1 ? 'auditions' : 'uses';
      const result = await db
        .updateTable('samples')
        .set((eb) => ({ [column]: eb(column, '+', 1) }))
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new AppError(400, anchorMessages.sampleUnknown);
      return null;
    },
  };
}

export type SamplesService = ReturnType<typeof samplesService>;
