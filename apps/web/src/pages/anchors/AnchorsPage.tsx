// /anchors: the anchor catalogue (spec 01 §2 "Anchors page"): filter rows, name search, a grid of 20 with a
// pager, the detail dialog with samples, favourite (login first) and 开始配音. Signed-in users also find their
// own custom anchors under 我的主播; a custom card opens the custom anchor detail.
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { AnchorDetail, Tag } from '@peiyin/api-client';
import { AnchorDetailDialog, AnchorFilters, AnchorGrid, Heading, Inline, Stack, Tabs, Text, defaultAnchorCondition, isCustomAnchor } from '@peiyin/ui';
import type { AnchorCardData, AnchorCondition, AnchorFilterOptions } from '@peiyin/ui';
import { api } from '../../api';
import { sessionAtom } from '../../state/session';
import { openLogin } from '../../state/loginDialog';
import { useGo } from '../../layout/useGo';
import CustomAnchorDetailHost from '../../features/customAnchors/CustomAnchorDetailHost';
import { SAMPLE_FORMAT, loadAnchorOptions, loadLocales, setFavorite } from '../../features/anchors/catalogueData';

/** spec 02 §9: 20 anchors a page in the catalogue. */
export const ANCHORS_PAGE_SIZE = 20;

type Tab = 'catalogue' | 'custom';
interface Listing {
  total: number;
  list: AnchorCardData[];
}

/** Where 开始配音 leads (spec 02 §2.2 query): the anchor, and the template picked in the dialog. */
export function creationHref(anchorType: 0 | 1, anchorId: number, templateId: number | null = null): string {
  const query = new URLSearchParams({ anchorType: String(anchorType), anchorId: String(anchorId) });
  if (templateId !== null) query.set('templateId', String(templateId));
  return `/creation?${query.toString()}`;
}

export default function AnchorsPage() {
  const user = useAtomValue(sessionAtom);
  const go = useGo();
  const [options, setOptions] = useState<AnchorFilterOptions | null>(null);
  const [locales, setLocales] = useState<Tag[]>([]);
  const [tab, setTab] = useState<Tab>('catalogue');
  const [condition, setCondition] = useState<AnchorCondition>(defaultAnchorCondition);
  const [name, setName] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [listing, setListing] = useState<Listing | null>(null);
  const [reload, setReload] = useState(0);
  const [detailOpen, setDetailOpen] = useState(false);
  const [detail, setDetail] = useState<AnchorDetail | null>(null);
  const [customId, setCustomId] = useState<number | null>(null);
  const signedIn = user !== null;

  useEffect(() => {
    loadAnchorOptions().then(setOptions, () => undefined);
  }, []);

  // spec 02 §4: changing language reloads its locales
  useEffect(() => {
    let live = true;
    loadLocales(condition.languageId).then(
      (answer) => live && setLocales(answer),
      () => live && setLocales([]),
    );
    return () => {
      live = false;
    };
  }, [condition.languageId]);

  // signing out leaves 我的主播
  useEffect(() => {
    if (!signedIn) setTab('catalogue');
  }, [signedIn]);

  useEffect(() => {
    let live = true;
    setListing(null);
    const pageQuery = { page, pageSize: ANCHORS_PAGE_SIZE };
    const request =
      tab === 'custom'
        ? api.anchor.customSearch(pageQuery)
        : name
          ? api.anchor.searchByName({ ...pageQuery, name })
          : api.anchor.search({ ...pageQuery, ...condition });
    request.then(
      (answer) => live && setListing(answer),
      () => live && setListing({ total: 0, list: [] }),
    );
    return () => {
      live = false;
    };
    // the session is a dependency: favourites are per user
  }, [tab, condition, name, page, user?.token, reload]);

  const restart = (change: () => void) => {
    // spec 02 §4: any filter change restarts at page 1
    change();
    setPage(1);
  };

  const toggleFavorite = useCallback(
    async (anchorId: number, favorite: boolean) => {
      // spec 01 §6: favourites belong to a user: sign in first
      if (!signedIn) {
        openLogin();
        return false;
      }
      const ok = await setFavorite(anchorId, favorite);
      if (ok) {
        setListing((current) => current && { ...current, list: current.list.map((a) => (a.anchorType === 0 && a.id === anchorId ? { ...a, favorite } : a)) });
        setDetail((current) => (current && current.id === anchorId ? { ...current, favorite } : current));
      }
      return ok;
    },
    [signedIn],
  );

  const open = (anchor: AnchorCardData) => {
    if (isCustomAnchor(anchor)) {
      setCustomId(anchor.id);
      return;
    }
    setDetail(null);
    setDetailOpen(true);
    api.anchor.detail({ anchorId: anchor.id, anchorType: 0 }).then(setDetail, () => setDetailOpen(false));
  };

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
      {tab === 'catalogue' && options ? (
        <AnchorFilters
          options={options}
          locales={locales}
          value={condition}
          searchedName={name}
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
        anchors={listing?.list ?? []}
        loading={listing === null}
        page={page}
        pageSize={ANCHORS_PAGE_SIZE}
        total={listing?.total ?? 0}
        onPageChange={setPage}
        onOpen={open}
        onToggleFavorite={(anchor, favorite) => toggleFavorite(anchor.id, favorite)}
        audioFormat={SAMPLE_FORMAT}
      />
      <AnchorDetailDialog
        open={detailOpen}
        onOpenChange={setDetailOpen}
        detail={detail}
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
        onChanged={() => setReload((n) => n + 1)}
      />
    </Stack>
  );
}
