// /test (spec 02 §2.1 "test page"): a plain diagnostic of the server this app talks to.
import { Card, Heading, Stack, Text } from '@peiyin/ui';
import { useHealth } from '../api/health';

export default function TestPage() {
  const { data: health, error } = useHealth();
  return (
    <Card>
      <Stack gap="4">
        <Heading level="2">服务状态</Heading>
        {health && (
          <Text data-testid="health">
            版本 {health.version} · 数据库 {health.database}
          </Text>
        )}
        {error && <Text tone="danger">{error.message}</Text>}
        {!health && !error && <Text tone="secondary">检测中…</Text>}
      </Stack>
    </Card>
  );
}
