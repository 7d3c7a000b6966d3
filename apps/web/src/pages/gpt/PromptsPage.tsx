// /gpt/prompts: the magic prompt library (spec 02 §2.9): 12 a page, a category filter, 中/英 per card; 使用 opens the
// assistant with the prompt in its input (login first when needed).
import { useState } from 'react';
import { gptPromptCategories } from '@peiyin/api-client';
import { Heading, PromptGrid, Stack, Text } from '@peiyin/ui';
import { usePromptList } from '../../api/gpt';
import { useGo } from '../../layout/useGo';

export default function PromptsPage() {
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<string | null>(null);
  const prompts = usePromptList({ page, category });
  const go = useGo();
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading level="1">魔法提示词库</Heading>
        <Text tone="secondary">为口播、带货、新闻和有声书准备的提示词，点「使用」填入AI写作助手</Text>
      </Stack>
      <PromptGrid
        prompts={prompts.data?.list ?? []}
        total={prompts.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        categories={gptPromptCategories}
        category={category}
        onCategoryChange={(next) => {
          setCategory(next);
          setPage(1);
        }}
        onUse={(text) => go({ href: '/gpt', loginRequired: true, state: { prompt: text } })}
        loading={prompts.isPending}
      />
    </Stack>
  );
}
