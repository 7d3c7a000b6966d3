/// A configuration the server cannot start with. `main.ts` prints its message (no stack) and exits 1.
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

/// Throws a ConfigError naming every variable a chosen provider needs and did not get.
export function need(env: Env, names: string[], why: string): void {
  const missing = names.filter((name) => !env[name]);
  if (missing.length) throw new ConfigError(`${why} needs ${missing.join(', ')}`);
}

/// Reads one provider family's variables with a zod object schema; a bad value is a ConfigError naming it.
export function parseEnv<T>(schema: { safeParse(env: Env): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, env: Env): T {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${issues.join('; ')}`);
  }
  return parsed.data;
}
