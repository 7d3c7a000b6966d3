// /samples: the AI sample gallery (spec 02 §2.12) — scene tabs, a grid of 20 samples a page, a pager; a card
// opens AI样音详情 whose player reports an audition (event 1) and whose 去配音 reports a use (event 2) and
// opens the editor with the sample's anchor, template and text (spec 02 §2.12, §7 "Samples").
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Heading, Pagination, SampleDetailDialog, SampleGrid, SceneTabs, Stack, Text, type GallerySample } from '@peiyin/ui';
import { useSampleReport, useSampleScenes, useSampleSearch } from '../../api/anchor';
import { useSendToDubbing } from '../../features/handoff';

/** spec 02 §9: samples 20 a page. */
const PAGE_SIZE = 20;

export default function SamplesPage() {
  const sendToDubbing = useSendToDubbing();
  const scenes = useSampleScenes().data ?? [];
  // the scene and the page live in the query, so a link, a reload or the back button keep them
  const [params, setParams] = useSearchParams();
  const number = (name: string, fallback: number) => {
    const value = params.get(name);
    return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : fallback;
  };
  const sceneId = number('sceneId', 0);
  const page = Math.max(1, number('page', 1));
  const show = (nextScene: number, nextPage: number) => {
    const next = new URLSearchParams();
    if (nextScene !== 0) next.set('sceneId', String(nextScene));
    if (nextPage !== 1) next.set('page', String(nextPage));
    setParams(next);
  };
  // the page shown stays while the next one loads (the grid dims it)
  const samples = useSampleSearch({ sceneId, page, pageSize: PAGE_SIZE });
  const result = samples.data ?? { total: 0, list: [] };
  const loading = samples.isFetching;
  const [opened, setOpened] = useState<GallerySample | null>(null);

  // Usage counts are a side channel: a failed report never bothers the person.
  const { mutate: reportUse } = useSampleReport();
  const report = (sample: GallerySample, event: 1 | 2) => reportUse({ id: sample.id, event });

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading level="2">AI样音</Heading>
        <Text tone="tertiary">听听不同场景下的 AI 配音效果，选中喜欢的声音一键去配音</Text>
      </Stack>
      <SceneTabs
        scenes={scenes}
        value={sceneId}
        // a new scene starts at its first page
        onValueChange={(next) => show(next, 1)}
      />
      <SampleGrid samples={result.list} loading={loading} onOpen={setOpened} />
      <Pagination page={page} pageSize={PAGE_SIZE} total={result.total} onChange={(next) => show(sceneId, next)} />
      <SampleDetailDialog
        sample={opened}
        open={opened !== null}
        onOpenChange={(open) => (open ? undefined : setOpened(null))}
        audioFormat="mp3"
        onPlay={(sample) => report(sample, 1)}
        onUse={(sample) => {
          report(sample, 2);
          setOpened(null);
          // spec 02 §2.12: the sample's voice, template and text; logged out, the login dialog opens and continues there
          sendToDubbing({ text: sample.templateText, source: 'sample', voice: { anchorType: 0, anchorId: sample.anchorId, templateId: sample.templateId } });
        }}
      />
    </Stack>
  );
}
