import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contract, issueMessage, messages, type Call } from '@peiyin/api-client';
import { AppError } from '../http/errors.ts';
import { describeContract } from '@peiyin/api-client/openapi';
import { version } from '../version.ts';

/// Where the interactive API reference is served (its document: `/api/docs/json`).
export const docsPrefix = '/api/docs';

/// Routes outside the contract whose files do not document themselves (the generated images).
const otherRoutes: Record<string, { summary: string; tags: string[] }> = {
  '/api/assets/avatars/:seed': { summary: '生成的头像（SVG），同一 seed 永远是同一张', tags: ['图片'] },
  '/api/assets/avatars/:persona/:seed': { summary: '按身份生成的插画头像（SVG）：主播、角色、评价、定制主播，同一 seed 永远是同一张', tags: ['图片'] },
  '/api/assets/banners/activity.svg': { summary: '活动横幅图片（SVG）', tags: ['图片'] },
  // the payment providers' and the sandbox cashier's own pages and calls (not in the client's contract)
  '/api/trade/notify/:provider': { summary: '支付平台的异步通知（支付宝、微信支付的原始格式，验签后处理，重复通知只生效一次）', tags: ['支付'] },
  '/pay/sandbox': { summary: '沙箱收银台页面：扫码或手机打开后确认支付或取消，不产生真实扣款', tags: ['支付'] },
  '/pay/sandbox/pay': { summary: '沙箱收银台：确认支付', tags: ['支付'] },
  '/pay/sandbox/cancel': { summary: '沙箱收银台：取消支付', tags: ['支付'] },
};

/// Routes answer from the api-client contract (ARCHITECTURE "Server"): fastify-type-provider-zod validates
/// each body and query with the contract's zod schema, and @fastify/swagger turns the same schemas into the
/// OpenAPI 3 document, with the Chinese summaries and field descriptions the contract package keeps beside
/// the contract (they stay out of the web app's bundle). Swagger UI at `/api/docs` is served from the
/// package's own files, so it works offline and under the server's CSP (scripts and styles from 'self').
export const contractPlugin = fp(
  async (app) => {
    const docs = describeContract();
    const byRoute = new Map<string, Call>();
    for (const group of Object.values(contract)) for (const call of Object.values(group) as Call[]) byRoute.set(`${call.method} ${call.path}`, call);

    // Each body and query is parsed with the contract's schema. A missing one is validated as `{}`, so its
    // fields answer their own "required" message (Fastify hands a validator `null` for an absent body). An
    // issue the contract does not word gets a Chinese message naming the field (`issueMessage`), and the
    // refusal is the first issue's message. A schema that throws on some odd input refuses it (400), it
    // never becomes a 500.
    app.setValidatorCompiler(({ schema, url }) => {
      const zod = schema as z.ZodType;
      if (typeof zod?.safeParse !== 'function') throw new Error(`${url}: route schemas must be zod schemas`);
      return (data) => {
        try {
          const result = zod.safeParse(data ?? {}, { error: issueMessage });
          if (result.success) return { value: result.data };
          return { error: new AppError(400, result.error.issues[0]?.message ?? messages.bodyInvalid) };
        } catch (error) {
          app.log.warn({ err: error, url }, 'a request schema threw');
          return { error: new AppError(400, messages.bodyInvalid) };
        }
      };
    });
    // Answers are built by our own code in the envelope; they are typed against the contract at compile
    // time and sent as JSON, not re-validated on every response.
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));

    // Each contract route gets its summary, description and tag from the contract's documentation.
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const call = methods.map((method) => byRoute.get(`${method} ${route.url}`)).find(Boolean);
      const doc = call && docs.calls.get(call);
      const other = otherRoutes[route.url];
      if (other && !route.schema?.summary) route.schema = { ...route.schema, ...other };
      if (!doc || route.schema?.hide) return;
      route.schema = { ...route.schema, summary: doc.summary, tags: [doc.tag], ...(doc.description ? { description: doc.description } : {}) };
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: '配音 Peiyin API', description: docs.description, version },
        tags: docs.tags,
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: '登录后得到的 token' },
            apiKey: { type: 'http', scheme: 'bearer', description: 'API 密钥（py- 开头，在「账户 → API 密钥」中创建），用于 /v1 的 OpenAI 兼容语音接口' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: docsPrefix,
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0, defaultModelExpandDepth: 3 },
    });
  },
  { name: 'contract', fastify: '5.x', dependencies: ['config'] },
);
