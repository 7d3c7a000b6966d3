import fp from 'fastify-plugin';
import { contract } from '@peiyin/api-client';
import { authedRoute } from '../../http/route.ts';
import { apiKeys } from './keys.ts';
import { speechService } from './speech.ts';
import { v1Routes } from './v1.ts';

/// Peiyin as a speech service for other tools (issue 29): the account's API keys (made, listed and revoked on
/// the account page through the contract) and the OpenAI-compatible `/v1` paths those keys open.
export const speechApiPlugin = fp(
  async (app) => {
    const keys = apiKeys(app.db, app.now, app.config.speechApi, async (userId) => (await app.entitlements.of(userId)).tts.level >= 2);
    authedRoute(app, contract.apiKey.list, ({ user }) => keys.list(user.id));
    authedRoute(app, contract.apiKey.create, ({ input, user }) => keys.create(user.id, input.name, input.scopes));
    authedRoute(app, contract.apiKey.revoke, async ({ input, user }) => {
      await keys.revoke(user.id, input.id);
      return null;
    });
    await app.register(v1Routes({ keys, speech: speechService(app) }), { prefix: '/v1' });
  },
  {
    name: 'speechApi',
    fastify: '5.x',
    dependencies: ['contract', 'errors', 'clock', 'database', 'auth', 'entitlements', 'renderer', 'speech', 'catalogue', 'pronunciation'],
  },
);
