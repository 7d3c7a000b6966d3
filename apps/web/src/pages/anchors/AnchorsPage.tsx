// /anchors: the anchor catalogue (spec 01 §2 "Anchors page"): filter rows, name search, a grid of 20 with a
// pager, the detail dialog with samples, favourite (login first) and 开始配音. Signed-in users also find their
// own custom anchors under 我的主播; a custom card opens the custom anchor detail.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { AnchorDetailDialog, AnchorFilters, AnchorGrid, Heading, Inline, Stack, Tabs, Text, defaultAnchorCondition, isCustomAnchor } from '@peiyin/ui';
import type { AnchorCardData, AnchorCondition } from '@peiyin/ui';
import { useAnchorDetail, useAnchorOptions, useAnchorPage, useLocales, useVoiceStatus, type AnchorPageRequest } from '../../api/anchor';
import { sessionAtom } from '../../state/session';
import { openLogin } from '../../state/loginDialog';
import { useGo } from '../../layout/useGo';
import CustomAnchorDetailHost from '../../features/customAnchors/CustomAnchorDetailHost';
import { SAMPLE_FORMAT, useToggleFavorite } from '../../features/anchors/catalogueData';

/** spec 02 §9: 20 anchors a page in the catalogue. */
export const ANCHORS_PAGE_SIZE = 20;

type Tab = 'catalogue' | 'custom';

/** Where 开始配音 leads (spec 02 §2.2 query): the anchor, and the template picked in the dialog. */
export function creationHref(anchorType: 0 | 1, anchorId: number, templateId: number | null = null): string {
  const query = new URLSearchParams({ anchorType: String(anchorType), anchorId: String(anchorId) });
  if (templateId !== null) query.set('templateId', String(templateId));
  return `/creation?${query.toString()}`;
}

export default function AnchorsPage() {
  const user = useAtomValue(sessionAtom);
  const go = useGo();
  // ?tab=custom opens 我的主播 and ?customId=N that custom anchor's detail (where it is edited): where
  // /anchor/custom/edit leads (issue 27)
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(() => (params.get('tab') === 'custom' ? 'custom' : 'catalogue'));
  const [condition, setCondition] = useState<AnchorCondition>(defaultAnchorCondition);
  const [name, setName] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  // the anchor of the detail dialog stays while the dialog closes (its exit animation shows it)
  const [detailId, setDetailId] = useState<number | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [customId, setCustomId] = useState<number | null>(() => {
    const asked = params.get('customId');
    return asked !== null && /^\d{1,10}$/.test(asked) ? Number(asked) : null;
  });
  const signedIn = user !== null;
  // signing out leaves 我的主播 (and nothing of it is asked for without a session)
  if (!signedIn && tab !== 'catalogue') setTab('catalogue');
  const custom = signedIn && tab === 'custom';

  const options = useAnchorOptions().data ?? null;
  // issue 24: while the neural voices cannot speak, the page says so (their anchors speak the classic voice)
  const voiceStatus = useVoiceStatus().data;
  const voiceNotice = voiceStatus?.notice ?? null;
  // spec 02 §4: changing language loads its locales
  const locales = useLocales(condition.languageId).data ?? [];
  const pageQuery = { page, pageSize: ANCHORS_PAGE_SIZE };
  const request: AnchorPageRequest =
    custom
      ? { kind: 'custom', input: pageQuery }
      : name
        ? { kind: 'byName', input: { ...pageQuery, name } }
        : { kind: 'search', input: { ...pageQuery, ...condition } };
  // (the session is part of every key's life: signing in or out loads the page again, favourites are per user)
  const listing = useAnchorPage(request);
  const detail = useAnchorDetail(detailId);

  const restart = (change: () => void) => {
    // spec 02 §4: any filter change restarts at page 1
    change();
    setPage(1);
  };

  const setFavorite = useToggleFavorite();
  const toggleFavorite = async (anchorId: number, favorite: boolean) => {
    // spec 01 §6: favourites belong to a user: sign in first
    if (!signedIn) {
      openLogin();
      return false;
    }
    // the cached list and detail follow the server's answer
    return setFavorite(anchorId, favorite);
  };

  const open = (anchor: AnchorCardData) => {
    if (isCustomAnchor(anchor)) {
      setCustomId(anchor.id);
      return;
    }
    setDetailId(anchor.id);
    setDetailOpen(true);
  };
  // a detail that cannot be loaded closes its dialog (the failure is shown as a toast)
  if (detailOpen && detail.isError && !detail.isFetching) setDetailOpen(false);

  return (
    <Stack gap="4" paddingTop="6" paddingBottom="12">
      <Inline justify="space-between" gap="4">
        <Heading level="2" as="h1">
          主播库
        </Heading>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => {
            if (value === 'custom' && !signedIn) {
              openLogin();
              return;
            }
            restart(() => setTab(value as Tab));
          }}
        >
          <Tabs.List aria-label="主播分类" variant="pill">
            <Tabs.Trigger value="catalogue">全部主播</Tabs.Trigger>
            <Tabs.Trigger value="custom">我的主播</Tabs.Trigger>
          </Tabs.List>
        </Tabs.Root>
      </Inline>
      {voiceNotice ? (
        <Text as="p" tone="secondary" role="status" data-testid="voice-notice">
          {voiceNotice}
        </Text>
      ) : null}
      {tab === 'catalogue' && voiceStatus?.credit ? (
        <Text as="p" tone="secondary" size="xs" data-testid="voice-credit">
          {voiceStatus.credit}
        </Text>
      ) : null}
      {tab === 'catalogue' && options ? (
        <AnchorFilters
          options={options}
          locales={locales}
          value={condition}
          searchedName={name}
          // on a phone the rows fold into the 筛选 button and its sheet
          collapseOnPhone
          onChange={(next) => restart(() => setCondition(next))}
          onSearch={(value) => restart(() => setName(value))}
          onClear={() => restart(() => setName(null))}
        />
      ) : null}
      {tab === 'catalogue' && name ? (
        <Text as="p" tone="secondary" role="status">
          “{name}”的搜索结果
        </Text>
      ) : null}
      <AnchorGrid
        anchors={listing.data?.list ?? []}
        loading={listing.isPending}
        page={page}
        pageSize={ANCHORS_PAGE_SIZE}
        total={listing.data?.total ?? 0}
        onPageChange={setPage}
        onOpen={open}
        onToggleFavorite={(anchor, favorite) => toggleFavorite(anchor.id, favorite)}
        audioFormat={SAMPLE_FORMAT}
      />
      <AnchorDetailDialog
        open={detailOpen}
        onOpenChange={setDetailOpen}
        detail={detail.data ?? null}
        audioFormat={SAMPLE_FORMAT}
        onToggleFavorite={(anchor, favorite) => toggleFavorite(anchor.id, favorite)}
        onStart={(anchor, templateId) => {
          setDetailOpen(false);
          // the editor is login-only: the login dialog opens first and continues there (spec 01 §6)
          go({ href: creationHref(0, anchor.id, templateId), loginRequired: true });
        }}
      />
      <CustomAnchorDetailHost
        anchorId={customId}
        onClose={() => setCustomId(null)}
      />
    </Stack>
  );
}
