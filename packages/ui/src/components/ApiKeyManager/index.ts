export { ApiKeyManager, apiKeyScopeOptions, apiKeyMessages } from './ApiKeyManager';
export type { ApiKeyManagerProps, ApiKeyItem, ApiKeyUsageInfo, ApiKeyScopeValue } from './ApiKeyManager';
