// /gpt/inspiration: the inspiration center (spec 02 §2.10): the templates, 30 a page; a template opens its apply page.
import { useState } from 'react';
import { Heading, InspirationGrid, Pagination, Stack, Text } from '@peiyin/ui';
import { useTemplateSearch } from '../../api/gpt';
import { useGo } from '../../layout/useGo';

const pageSize = 30;

export default function InspirationPage() {
  const [page, setPage] = useState(1);
  const templates = useTemplateSearch(page);
  const go = useGo();
  const total = templates.data?.total ?? 0;
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading level="1">灵感中心</Heading>
        <Text tone="secondary">选一个场景，写下要点，AI 为你生成可以直接配音的文案</Text>
      </Stack>
      <InspirationGrid
        templates={templates.data?.list ?? []}
        loading={templates.isPending}
        onOpen={(template) => go({ href: `/gpt/inspiration/apply?code=${encodeURIComponent(template.code)}`, loginRequired: true })}
      />
      {total > pageSize ? <Pagination page={page} pageSize={pageSize} total={total} onChange={setPage} /> : null}
    </Stack>
  );
}
