import fp from 'fastify-plugin';

/// Images a page of the web app draws on its first screen that the server can name from the page's address alone:
/// the page's HTML answer asks the browser for them at once (`Link: <…>; rel=preload; as=image`), beside the app's
/// scripts, so they are there when the page draws them instead of being asked for after the API answer that names
/// them (issue 27: the anchors' avatars were blank at first paint). A module adds what it knows (the catalogue: the
/// anchors' avatars); an address nobody knows gets no header.
export type FirstScreenImages = (page: { path: string; query: URLSearchParams }) => Promise<readonly string[]>;

declare module 'fastify' {
  interface FastifyInstance {
    firstScreen: {
      /** Adds what a module knows of first screens. */
      add(images: FirstScreenImages): void;
      /** The `Link` header for the HTML answer of `url` (a path with its query), or null for none. Never throws: a
       *  failure only costs the hint. */
      link(url: string): Promise<string | null>;
    };
  }
}

/// More would compete with the app's own scripts for the connection.
export const FIRST_SCREEN_IMAGE_LIMIT = 24;
// Our own paths only (the avatars' are `/api/assets/…svg`): nothing that could end or split the header's list.
const SAFE_PATH = /^\/[\w%./-]{1,300}$/;

export const firstScreenPlugin = fp(
  async (app) => {
    const sources: FirstScreenImages[] = [];
    app.decorate('firstScreen', {
      add(images: FirstScreenImages) {
        sources.push(images);
      },
      async link(url: string) {
        try {
          const parsed = new URL(url, 'http://localhost');
          const page = { path: parsed.pathname, query: parsed.searchParams };
          const images = (await Promise.all(sources.map((images) => images(page)))).flat();
          const wanted = [...new Set(images)].filter((image) => SAFE_PATH.test(image)).slice(0, FIRST_SCREEN_IMAGE_LIMIT);
          return wanted.length > 0 ? wanted.map((image) => `<${image}>; rel=preload; as=image`).join(', ') : null;
        } catch (error) {
          app.log.warn({ err: error }, 'first screen images unknown');
          return null;
        }
      },
    });
  },
  { name: 'firstScreen', fastify: '5.x' },
);
