import fp from 'fastify-plugin';
import { sampleAudio } from './audio.ts';
import { catalogueCache } from './cache.ts';
import { engineOffered, seedEngineAnchors } from './engineAnchors.ts';
import { anchorAvatarsOnFirstScreen } from './firstScreen.ts';
import { catalogueVoices, type CatalogueVoices } from './repo.ts';
import { catalogueRoutes } from './routes.ts';
import { samplesService } from './samples.ts';
import { seedCatalogue } from './seed.ts';
import { catalogueService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Anchors and the engine voices a plan speaks with, for the audition, drafts and tasks; `invalidate()`
     *  after changing the catalogue's tables (the anchor lists are answered from memory). */
    catalogue: CatalogueVoices & {
      invalidate(): void;
      /** Whether anchors of a speech engine are offered now (espeak always; others while configured). */
      offered(engine: string): boolean;
    };
  }
}

/// The anchor catalogue (issue 5, spec 02 §7): search, details, favourites, custom anchors, the sample
/// gallery, and the template and sample audio (synthesised on first request, then kept in the storage).
export const cataloguePlugin = fp(
  async (app) => {
    await seedCatalogue(app.db);
    // Voices named in an engine's configuration (OpenAI-compatible servers, DashScope) become anchors; an
    // engine no longer configured keeps its anchors out of the lists.
    const configured = app.engines.all().filter((e) => e.voicesFromConfiguration);
    await seedEngineAnchors(app.db, (await Promise.all(configured.map((e) => e.voices()))).flat());
    const offered = engineOffered((engine) => app.engines.all().some((e) => e.id === engine));
    const cache = catalogueCache(app.db, app.now, undefined, offered);
    app.decorate('catalogue', { ...catalogueVoices(app.db), invalidate: cache.invalidate, offered });
    // the avatars /anchors and /creation draw first are asked for with the page (issue 27)
    app.firstScreen.add(anchorAvatarsOnFirstScreen(cache));
    catalogueRoutes(app, {
      catalogue: catalogueService(app, cache),
      samples: samplesService(app),
      audio: sampleAudio({ db: app.db, storage: app.storage, renderer: app.renderer, engines: app.engines }),
    });
  },
  { name: 'catalogue', fastify: '5.x', dependencies: ['contract', 'errors', 'firstScreen', 'clock', 'database', 'auth', 'storage', 'speech', 'renderer'] },
);
