// 视频提取 (spec 02 §2.7, §5, §8): a share text or link and a picture captcha; yt-dlp on our server reads the
// page; the result card's every address is our own download route (a sealed, expiring reference), so the
// files come through our server with a size cap and the site's own headers.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toolsLimits, toolsMessages, type VideoParseResult } from '@peiyin/api-client';
import { Avatar, Badge, Button, Card, DownloadIcon, Field, Inline, Input, RefreshIcon, Stack, Text, toast } from '@peiyin/ui';
import { useRwmCaptcha, useRwmParse, useToolsInfo } from '../../api/tools';
import { useGo } from '../../layout/useGo';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
const download = (url: string) => `${url}&download=1`;

function ResultCard({ card, onBack, onTranscribe }: { card: VideoParseResult; onBack: () => void; onTranscribe: () => void }) {
  // a single file plays here before it is downloaded (issue 28: the result could only be downloaded)
  const preview = card.video?.direct ? card.video.url : null;
  return (
    <Stack gap="4">
      <Card padding="lg">
        {/* media and details side by side, one above the other when there is no room (a phone) */}
        <div style={{ display: 'grid', gridTemplateColumns: preview || card.cover ? 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))' : '1fr', gap: 20, alignItems: 'start' }}>
          {preview ? (
            <video controls preload="metadata" src={preview} poster={card.cover ?? undefined} aria-label="视频预览" style={{ width: '100%', maxHeight: 360, borderRadius: 8, background: '#000' }} />
          ) : card.cover ? (
            <img src={card.cover} alt="视频封面" style={{ width: '100%', borderRadius: 8, objectFit: 'cover', aspectRatio: '16 / 9', background: '#f2f3f8' }} />
          ) : null}
          <Stack gap="3">
            <Text size="lg" weight="semibold">
              {card.title}
            </Text>
            <Inline gap="2">
              <Badge tone="brand">{card.mediaType === 1 ? '视频' : '图集'}</Badge>
              <Badge tone="neutral">{card.site}</Badge>
              {card.duration ? <Badge tone="neutral">时长 {clock(card.duration)}</Badge> : null}
              {card.video?.size ? <Badge tone="neutral">{megabytes(card.video.size)}</Badge> : null}
            </Inline>
            {card.author ? (
              <Inline gap="2">
                <Avatar size="sm" name={card.author} src={card.avatar ?? undefined} />
                <Text tone="secondary">{card.author}</Text>
              </Inline>
            ) : null}
            <Inline gap="2">
              {card.video && card.video.direct ? (
                <Button asChild icon={<DownloadIcon size={16} />}>
                  <a href={download(card.video.url)} download>
                    下载视频
                  </a>
                </Button>
              ) : null}
              {card.music?.url ? (
                <Button asChild variant="secondary" icon={<DownloadIcon size={16} />}>
                  <a href={download(card.music.url)} download>
                    下载音乐
                  </a>
                </Button>
              ) : null}
              {card.cover ? (
                <Button asChild variant="ghost">
                  <a href={download(card.cover)} download>
                    下载封面
                  </a>
                </Button>
              ) : null}
            </Inline>
            {card.video && !card.video.direct ? <Text tone="secondary" size="sm">该网站以分段流的方式播放视频，没有可直接下载的单个文件。</Text> : null}
          </Stack>
        </div>
      </Card>
      {card.image.urls.length ? (
        <Stack gap="2">
          <Text weight="semibold">图片（{card.image.urls.length}）</Text>
          <Inline gap="3" align="stretch" wrap>
            {card.image.urls.map((url, index) => (
              <a key={url} href={download(url)} download aria-label={`下载第 ${index + 1} 张图片`}>
                <img src={url} alt={`第 ${index + 1} 张图片`} style={{ width: 120, height: 120, objectFit: 'cover', borderRadius: 8 }} />
              </a>
            ))}
          </Inline>
        </Stack>
      ) : null}
      <Inline gap="2" wrap>
        {/* on to its words: 文案提取 reads the same link (issue 28: the result was a dead end) */}
        {card.mediaType === 1 ? <Button onClick={onTranscribe}>提取文案</Button> : null}
        <Button variant="secondary" onClick={onBack}>
          继续提取
        </Button>
      </Inline>
    </Stack>
  );
}

export default function RwmTool() {
  const go = useGo();
  const navigate = useNavigate();
  const info = useToolsInfo();
  const captcha = useRwmCaptcha();
  const parse = useRwmParse();
  const [link, setLink] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ link?: string; code?: string }>({});
  const [card, setCard] = useState<VideoParseResult | null>(null);

  if (card) return <ResultCard card={card} onBack={() => setCard(null)} onTranscribe={() => navigate('/aitools/asr-v2', { state: { shareLink: card.pageUrl } })} />;
  const notInstalled = info.data && !info.data.video.installed ? (info.data.video.message ?? '本站暂未开通视频提取') : null;

  const submit = () => {
    const next: typeof errors = {};
    if (!link.trim()) next.link = toolsMessages.videoLinkRequired;
    if (!code.trim()) next.code = toolsMessages.captchaRequired;
    setErrors(next);
    if (next.link || next.code) return;
    parse.mutate(
      { shareUrl: link.trim(), captcha: code.trim() },
      {
        onSuccess: (result) => {
          setCode('');
          setCard(result);
        },
        onError: (failure) => {
          setCode('');
          // a wrong captcha belongs under the captcha, anything else under the link
          if (failure.message === toolsMessages.captchaWrong) setErrors({ code: failure.message });
          else setErrors({ link: failure.message });
          toast.error(failure.message);
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="4">
        {notInstalled ? (
          <Text tone="danger" role="note">
            {notInstalled}
          </Text>
        ) : null}
        <Field label="视频链接" error={errors.link} hint="粘贴分享文字或链接，链接会从文字中自动找出">
          <Input value={link} onChange={(event) => setLink(event.currentTarget.value)} placeholder={toolsMessages.videoLinkRequired} maxLength={toolsLimits.shareTextMax} disabled={!!notInstalled} />
        </Field>
        <Field label="验证码" error={errors.code}>
          {/* wraps on a phone: the field, the 150 × 50 picture and a 44 px touch button do not fit 390 px in one row */}
          <Inline gap="2" wrap>
            <Input value={code} onChange={(event) => setCode(event.currentTarget.value)} placeholder={toolsMessages.captchaRequired} maxLength={toolsLimits.captchaMax} autoComplete="off" disabled={!!notInstalled} />
            {captcha.data ? <img src={captcha.data} alt="验证码图片" style={{ height: 36, borderRadius: 6, border: '1px solid #e6e8f0' }} /> : <span style={{ width: 100 }} />}
            <Button type="button" variant="ghost" icon={<RefreshIcon size={16} />} onClick={() => void captcha.refetch()} aria-label="换一张验证码" />
          </Inline>
        </Field>
        <Inline gap="4">
          <Button type="submit" loading={parse.isPending} disabled={!!notInstalled}>
            {parse.isPending ? '解析中…' : '解析视频'}
          </Button>
          <Button type="button" variant="link" onClick={() => go({ href: '/aitools/blobDownloader', loginRequired: true })}>
            已有视频文件地址？直接下载
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
