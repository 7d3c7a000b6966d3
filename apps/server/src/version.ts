import { readFileSync } from 'node:fs';

/// The server's version (package.json), answered by /api/health and shown in the API reference.
export const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
