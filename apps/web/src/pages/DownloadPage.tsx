// /download: the app download page (spec 01 §2). The mobile apps are not published from this open-source
// repository; the page says so and offers what works today: the web studio on any device.
import { Box, Card, Heading, QrCode, Stack, Text } from '@peiyin/ui';

const origin = typeof window === 'undefined' ? '' : window.location.origin;

const platforms = [
  { id: 'ios', title: 'iOS', text: '用 iPhone 或 iPad 的相机扫码，在 Safari 中打开，可“添加到主屏幕”。' },
  { id: 'android', title: 'Android', text: '用浏览器扫码打开，可在浏览器菜单中“添加到桌面”。' },
  { id: 'mini-program', title: '微信', text: '用微信扫一扫打开；小程序版本由部署方自行发布。' },
];

/// One code, to the studio itself: three codes that all opened /home looked like three apps (issue 28).
export default function DownloadPage() {
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading level="1">下载配音</Heading>
        <Text tone="secondary">随时随地创作：手机、平板和电脑都能直接使用配音网页版，本站暂未发布手机 App。</Text>
      </Stack>
      <Box display="flex" flexWrap="wrap" gap="6" alignItems="flex-start">
        <Card>
          <Stack gap="3" align="center">
            <QrCode value={`${origin}/home`} size={160} label="扫码在手机上打开配音" />
            <Text tone="secondary" size="sm">
              扫码在手机上打开配音网页版
            </Text>
          </Stack>
        </Card>
        <Stack gap="4">
          {platforms.map((platform) => (
            <Stack key={platform.id} id={platform.id} gap="1">
              <Heading level="3">{platform.title}</Heading>
              <Text tone="secondary" size="sm">
                {platform.text}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
