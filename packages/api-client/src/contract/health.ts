import { z } from 'zod';
import { defineCall } from './define.ts';

export const healthInfo = z.object({ version: z.string(), database: z.enum(['sqlite', 'postgres']) });

export const health = {
  get: defineCall({ method: 'GET', path: '/api/health', response: healthInfo }),
};

export type HealthInfo = z.output<typeof healthInfo>;
