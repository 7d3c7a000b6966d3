export { buildApp, type App, type AppOverrides } from './app.ts';
export { loadConfig, ConfigError, type Config } from './config.ts';
