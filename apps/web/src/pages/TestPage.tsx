// /test (spec 02 §2.1 "test page"): a plain diagnostic of the server this app talks to.
import { useEffect, useState } from 'react';
import type { HealthInfo } from '@peiyin/api-client';
import { Card, Heading, Stack, Text } from '@peiyin/ui';
import { api } from '../api';

export default function TestPage() {
  const [health, setHealth] = useState<HealthInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.health.get({ handled: true }).then(setHealth, (e: Error) => setError(e.message));
  }, []);
  return (
    <Card>
      <Stack gap="4">
        <Heading level="2">服务状态</Heading>
        {health && (
          <Text data-testid="health">
            版本 {health.version} · 数据库 {health.database}
          </Text>
        )}
        {error && <Text tone="danger">{error}</Text>}
        {!health && !error && <Text tone="secondary">检测中…</Text>}
      </Stack>
    </Card>
  );
}
