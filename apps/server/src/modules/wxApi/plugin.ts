import fp from 'fastify-plugin';
import { wxRoutes } from './routes.ts';
import { wxService } from './service.ts';

/// WeChat QR login (issue 2, spec 01 §4): login parameters, the QR frame's pages, login by code and the
/// first-login binding of a phone (through the sms and user modules).
export const wxApiPlugin = fp(
  async (app) => {
    wxRoutes(app, wxService(app));
  },
  { name: 'wxApi', fastify: '5.x', dependencies: ['contract', 'errors', 'clock', 'database', 'auth', 'wx-provider', 'sms', 'user'] },
);
