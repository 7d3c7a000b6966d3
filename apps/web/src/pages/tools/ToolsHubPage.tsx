// /tools: the smart tools hub (spec 02 §2.1). 提词器 lives in a mobile app this studio does not publish: its dialog
// says so and offers the web studio on the phone instead.
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
        {/* issue 28: the dialog sent to /download, whose codes opened the home page: there is no app to download */}
        <Dialog.Content title="提词器" description="提词器需要手机 App，本站暂未发布" width={360}>
          <Stack gap="3" align="center">
            <QrCode value={`${window.location.origin}/home`} size={180} label="扫码在手机上打开配音" />
            <Text tone="secondary" size="sm">
              扫码在手机上打开配音网页版：文案可以在手机上编辑、试听和下载
            </Text>
          </Stack>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
