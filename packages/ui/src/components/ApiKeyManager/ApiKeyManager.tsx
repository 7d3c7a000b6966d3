import { useState, type FormEvent } from 'react';
import * as css from './ApiKeyManager.css';
import { Badge, Card, Empty } from '../../primitives/Badge';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Field, Input } from '../../primitives/Input';
import { Spinner } from '../../primitives/Spinner';
import { Inline, Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { PlusIcon } from '../../primitives/studioIcons';
import { ConfirmDialog } from '../ConfirmDialog';
import { CopyButton } from '../CopyButton';

/** What a key may do: synthesise speech, and read the voices and models. */
export const apiKeyScopeOptions = [
  { value: 'speech', label: '语音合成' },
  { value: 'catalogue', label: '读取音色列表' },
] as const;
export type ApiKeyScopeValue = (typeof apiKeyScopeOptions)[number]['value'];

/** One key as the account page lists it (never its secret). */
export type ApiKeyItem = {
  id: number;
  name: string;
  /** The first characters of the secret, to recognise it by. */
  prefix: string;
  scopes: readonly ApiKeyScopeValue[];
  /** ms. */
  createTime: number;
  /** ms, or null when never used. */
  lastUsedTime: number | null;
  /** Characters synthesised this month. */
  monthCharacters: number;
  /** Characters synthesised ever. */
  characters: number;
};

/** The account's allowance through its keys this month, and each key's limits. */
export type ApiKeyUsageInfo = {
  /** 'YYYY-MM'. */
  month: string;
  used: number;
  allowance: number;
  member: boolean;
  ratePerMinute: number;
  concurrency: number;
  maxKeys: number;
};

export type ApiKeyManagerProps = {
  /** null while loading. */
  keys: readonly ApiKeyItem[] | null;
  usage: ApiKeyUsageInfo | null;
  /** Makes a key; answers its secret, shown once. A rejection's message is shown under the name. */
  onCreate: (input: { name: string; scopes: ApiKeyScopeValue[] }) => Promise<{ secret: string }>;
  /** Revokes a key (after the person confirmed). */
  onRevoke: (key: ApiKeyItem) => Promise<unknown>;
  /** Where the OpenAI-compatible API answers, shown in the hint. @default '/v1' */
  endpoint?: string;
  /** The API reference. @default '/api/docs' */
  docsHref?: string;
};

export const apiKeyMessages = {
  nameRequired: '请输入密钥名称',
  nameTooLong: '密钥名称最多30个字符',
  scopesRequired: '请至少选择一项权限',
} as const;

/** 2026-02-04 17:00 in Beijing time, the studio's users' time zone. */
const formatTime = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
const formatCount = (n: number) => n.toLocaleString('zh-CN');

/**
 * The account's API keys (账户 → API 密钥): this month's usage against the allowance, a form that makes a key
 * and shows its secret once, and the keys with their prefix, scopes, creation, last use and characters, each
 * revocable after a confirmation.
 */
export function ApiKeyManager({ keys, usage, onCreate, onRevoke, endpoint = '/v1', docsHref = '/api/docs' }: ApiKeyManagerProps) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScopeValue[]>(['speech', 'catalogue']);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyItem | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(apiKeyMessages.nameRequired);
    if ([...trimmed].length > 30) return setError(apiKeyMessages.nameTooLong);
    if (scopes.length === 0) return setError(apiKeyMessages.scopesRequired);
    setError(null);
    setBusy(true);
    try {
      const { secret } = await onCreate({ name: trimmed, scopes: apiKeyScopeOptions.map((o) => o.value).filter((v) => scopes.includes(v)) });
      setCreated({ name: trimmed, secret });
      setName('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const full = usage ? usage.used >= usage.allowance : false;
  const share = usage && usage.allowance > 0 ? Math.min(100, (usage.used / usage.allowance) * 100) : 100;

  return (
    <Stack gap="5">
      <Card>
        <Stack gap="2">
          <Box display="flex" alignItems="baseline" justifyContent="space-between" gap="3" flexWrap="wrap">
            <Text weight="semibold">本月 API 用量</Text>
            {usage ? (
              <Text tone="secondary" size="sm">
                <span className={css.usageNumbers}>{formatCount(usage.used)}</span> / {formatCount(usage.allowance)} 字
              </Text>
            ) : null}
          </Box>
          {usage ? (
            <>
              <div className={css.meter} role="progressbar" aria-label="本月 API 用量" aria-valuemin={0} aria-valuemax={usage.allowance} aria-valuenow={usage.used}>
                <div className={css.meterFill} data-state={full ? 'full' : 'ok'} style={{ width: `${share}%` }} />
              </div>
              <Text tone="tertiary" size="sm">
                {usage.member ? '配音会员' : '非会员'}每月 {formatCount(usage.allowance)} 字（{usage.month}，北京时间），所有密钥共用；每个密钥每分钟最多 {usage.ratePerMinute} 次请求、同时合成 {usage.concurrency} 个。
                用 OpenAI 兼容接口 <code>{endpoint}/audio/speech</code> 在剪辑软件、Open WebUI 或脚本中使用你的主播，
                <a className={css.link} href={docsHref} target="_blank" rel="noreferrer">
                  查看接口文档
                </a>
                。
              </Text>
            </>
          ) : null}
        </Stack>
      </Card>

      <form className={css.form} onSubmit={submit} noValidate aria-label="创建 API 密钥">
        <Stack gap="2">
          <Field label="密钥名称" error={error ?? undefined} hint="用来区分用途，例如：剪辑软件、Open WebUI">
            <Input value={name} maxLength={40} placeholder="如：剪辑软件" onChange={(event) => setName(event.target.value)} />
          </Field>
          <div className={css.scopes} role="group" aria-label="权限">
            {apiKeyScopeOptions.map((option) => (
              <label key={option.value} className={css.scope}>
                <input
                  type="checkbox"
                  checked={scopes.includes(option.value)}
                  onChange={(event) => setScopes((now) => (event.target.checked ? [...now, option.value] : now.filter((s) => s !== option.value)))}
                />
                {option.label}
              </label>
            ))}
          </div>
        </Stack>
        <Button type="submit" icon={<PlusIcon />} loading={busy} disabled={keys !== null && usage !== null && keys.length >= usage.maxKeys}>
          创建密钥
        </Button>
      </form>

      {created ? (
        <div className={css.secret} role="status" aria-label="新密钥">
          <Text weight="semibold">密钥「{created.name}」已创建。请立即复制保存：关闭后将无法再次查看。</Text>
          <div className={css.secretValue} data-testid="api-key-secret">
            {created.secret}
          </div>
          <Inline gap="2">
            <CopyButton text={created.secret}>复制密钥</CopyButton>
            <Button variant="ghost" size="sm" onClick={() => setCreated(null)}>
              我已保存
            </Button>
          </Inline>
        </div>
      ) : null}

      {keys === null ? (
        <Box display="flex" justifyContent="center" padding="10">
          <Spinner size={24} label="正在加载 API 密钥" />
        </Box>
      ) : keys.length === 0 ? (
        <Empty title="还没有 API 密钥" description="创建一个密钥，即可在其他工具中使用你的主播配音" />
      ) : (
        <table className={css.table} aria-label="API 密钥">
          <thead className={css.headRow}>
            <tr>
              <th className={css.head} scope="col">
                名称
              </th>
              <th className={css.head} scope="col">
                密钥
              </th>
              <th className={css.head} scope="col">
                权限
              </th>
              <th className={css.head} scope="col">
                创建时间
              </th>
              <th className={css.head} scope="col">
                最近使用
              </th>
              <th className={`${css.head} ${css.right}`} scope="col">
                本月字数
              </th>
              <th className={`${css.head} ${css.right}`} scope="col">
                操作
              </th>
            </tr>
          </thead>
          <tbody className={css.body}>
            {keys.map((key) => (
              <tr key={key.id} className={css.row}>
                <td className={`${css.cell} ${css.nameCell}`}>{key.name}</td>
                <td className={`${css.cell} ${css.prefixCell}`}>{key.prefix}…</td>
                <td className={`${css.cell} ${css.scopesCell}`}>
                  <Inline gap="1">
                    {apiKeyScopeOptions
                      .filter((o) => key.scopes.includes(o.value))
                      .map((o) => (
                        <Badge key={o.value} tone={o.value === 'speech' ? 'brand' : 'neutral'}>
                          {o.label}
                        </Badge>
                      ))}
                  </Inline>
                </td>
                <td className={`${css.cell} ${css.createdCell}`}>
                  <span className={css.cardLabel}>创建于 </span>
                  {formatTime(key.createTime)}
                </td>
                <td className={`${css.cell} ${css.usedCell}`}>
                  <span className={css.cardLabel}>最近使用 </span>
                  {key.lastUsedTime === null ? '从未使用' : formatTime(key.lastUsedTime)}
                </td>
                <td className={`${css.cell} ${css.charsCell}`}>
                  <span className={css.cardLabel}>本月 </span>
                  {formatCount(key.monthCharacters)} 字<span className={css.cardLabel}>，累计 {formatCount(key.characters)} 字</span>
                </td>
                <td className={`${css.cell} ${css.actionCell}`}>
                  <Button variant="ghost" size="sm" onClick={() => setRevoking(key)} aria-label={`撤销密钥 ${key.name}`}>
                    撤销
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="撤销密钥"
        text={`撤销后使用「${revoking?.name ?? ''}」的工具将立即无法合成，该操作无法撤销。是否继续？`}
        confirmText="撤销"
        tone="danger"
        onConfirm={() => (revoking ? onRevoke(revoking) : undefined)}
      />
    </Stack>
  );
}
