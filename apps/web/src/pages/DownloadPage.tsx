// /download: the app download page (spec 01 §2). The mobile apps are not published from this open-source
// repository; the page says so and offers what works today: the web studio on any device.
import { Box, Card, Heading, QrCode, Stack, Text } from '@peiyin/ui';

const origin = typeof window === 'undefined' ? '' : window.location.origin;

const platforms = [
  { id: 'ios', title: 'iOS', text: '用 iPhone 或 iPad 的相机扫码，在 Safari 中打开配音网页版，可“添加到主屏幕”。' },
  { id: 'android', title: 'Android', text: '用浏览器扫码打开配音网页版，可在浏览器菜单中“添加到桌面”。' },
  { id: 'mini-program', title: '小程序', text: '用微信扫码打开配音网页版；微信小程序版本由部署方自行发布。' },
];

export default function DownloadPage() {
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading level="1">下载配音</Heading>
        <Text tone="secondary">随时随地创作：手机、平板和电脑都能直接使用配音网页版。</Text>
      </Stack>
      <Box display="flex" flexWrap="wrap" gap="6">
        {platforms.map((platform) => (
          <Card key={platform.id} id={platform.id}>
            <Stack gap="3" align="center">
              <Heading level="3">{platform.title}</Heading>
              <QrCode value={`${origin}/home`} size={140} label={`${platform.title}扫码打开配音`} />
              <Text tone="secondary" size="sm">
                {platform.text}
              </Text>
            </Stack>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
