// /account/apikeys: the keys other tools use the account's voices with, through the OpenAI-compatible /v1 API.
import { ApiKeyManager } from '@peiyin/ui';
import { useApiKeyChanges, useApiKeys } from '../../api/apiKey';

export default function ApiKeysPage() {
  const { data } = useApiKeys();
  const { create, revoke } = useApiKeyChanges();
  return (
    <ApiKeyManager
      keys={data?.keys ?? null}
      usage={data?.usage ?? null}
      endpoint={`${window.location.origin}/v1`}
      onCreate={async (input) => ({ secret: (await create.mutateAsync(input)).secret })}
      onRevoke={(key) => revoke.mutateAsync(key.id)}
    />
  );
}
