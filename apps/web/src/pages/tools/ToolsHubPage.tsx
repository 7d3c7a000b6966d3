// /tools: the smart tools hub (spec 02 §2.1). 提词器 lives in the mobile app: a dialog with the download QR.
import { useState } from 'react';
import { Dialog, QrCode, Stack, Text, ToolsHub } from '@peiyin/ui';
import { useGo } from '../../layout/useGo';

export default function ToolsHubPage() {
  const go = useGo();
  const [teleprompter, setTeleprompter] = useState(false);
  return (
    <>
      <ToolsHub onNavigate={go} onTeleprompter={() => setTeleprompter(true)} />
      <Dialog.Root open={teleprompter} onOpenChange={setTeleprompter}>
        <Dialog.Content title="提词器" description="提词器在手机 App 中使用" width={360}>
          <Stack gap="3" align="center">
            <QrCode value={`${window.location.origin}/download`} size={180} label="扫码下载配音 App" />
            <Text tone="secondary" size="sm">
              用手机扫码，打开下载页面
            </Text>
          </Stack>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
