// /pronunciation: the account's pronunciation dictionary (issue 12 item 5) — words every audition and
// task of the account reads with the pinyin or the text set here, unless the script's markup says otherwise.
import { useDeferredValue, useState } from 'react';
import { Heading, PronunciationDictionary, PronunciationFiles, Text, toast } from '@peiyin/ui';
import { downloadPronunciation, useAddPronunciation, useImportPronunciation, usePronunciationChanges, usePronunciationPage } from '../../api/pronunciation';
import * as css from './PronunciationPage.css';

const PAGE_SIZE = 20;

export default function PronunciationPage() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(keyword.trim().slice(0, 32));
  const list = usePronunciationPage(search, page, PAGE_SIZE);
  const add = useAddPronunciation({ handled: true });
  const { update, remove } = usePronunciationChanges();
  const importFile = useImportPronunciation();
  return (
    <div className={css.page}>
      <div>
        <Heading level="2">发音词典</Heading>
        <Text tone="secondary">词典中的词语在你的每一次试听和合成中都按这里设置的拼音或替换文本朗读；文案中单独设置的读音优先。</Text>
      </div>
      <PronunciationFiles
        empty={list.data?.total === 0 && !search}
        onImport={(content) => importFile.mutateAsync(content)}
        onExport={downloadPronunciation}
      />
      <PronunciationDictionary
        entries={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        keyword={keyword}
        onKeywordChange={(next) => {
          setKeyword(next);
          setPage(1);
        }}
        loading={list.isFetching}
        onSave={async ({ id, ...input }) => {
          // the form shows the server's reason itself: no toast on top
          await (id !== undefined ? update.mutateAsync({ id, ...input }) : add.mutateAsync(input));
          toast.success('保存成功');
        }}
        onDelete={async (entry) => {
          await remove.mutateAsync(entry.id);
          toast.success('删除成功');
        }}
      />
    </div>
  );
}
