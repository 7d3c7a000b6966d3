import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock (ms). Tests move it to expire codes, captchas, QR states and tokens. */
    now: () => number;
  }
}

export const clockPlugin = fp<{ now?: () => number }>(
  async (app, options) => {
    app.decorate('now', options.now ?? Date.now);
  },
  { name: 'clock', fastify: '5.x' },
);
