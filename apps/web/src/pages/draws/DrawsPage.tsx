// /draws, AI drawing (spec 02 §2.11): the form on the left (description, style, reference picture, size, count,
// 生成), 我的作品 on the right. With no image model configured the page says so in plain words and 生成 is off.
import { useCallback, useState } from 'react';
import { DrawForm, WarningIcon, defaultDrawFormValues, drawTaskInput, type DrawFormValues } from '@peiyin/ui';
import { useAddDrawTask, useDrawOptions } from '../../api/draw';
import { CoverTargetDialog, type CoverChoice } from './CoverTargetDialog';
import { DrawWorks } from './DrawWorks';
import { useReferenceUpload } from './useReferenceUpload';
import * as css from './DrawsPage.css';

function NotConfigured() {
  return (
    <div className={css.notice} role="note" aria-label="AI绘画未配置">
      <WarningIcon size={20} />
      <div>
        <div className={css.noticeTitle}>AI 绘画暂未开通</div>
        {/* in the user's words (issue 28): what the administrator sets is in the README and the server's log */}
        <p className={css.noticeText}>本站还没有接入图片模型，暂时不能生成图片。你可以先写好画面描述，开通后再来生成；配音、AI写作等其他功能不受影响。</p>
      </div>
    </div>
  );
}

export default function DrawsPage() {
  const options = useDrawOptions();
  const add = useAddDrawTask();
  const [values, setValues] = useState<DrawFormValues>(defaultDrawFormValues);
  const change = useCallback((patch: Partial<DrawFormValues>) => setValues((current) => ({ ...current, ...patch })), []);
  const reference = useReferenceUpload(change);
  const [cover, setCover] = useState<CoverChoice | null>(null);
  const configured = options.data?.provider.configured ?? true;

  return (
    <div className={css.page}>
      <div className={css.formColumn}>
        <DrawForm
          styles={options.data?.styleList ?? []}
          sizes={options.data?.sizeList ?? []}
          counts={options.data?.countList}
          value={values}
          onValueChange={setValues}
          onPickReference={reference.pick}
          onRemoveReference={reference.remove}
          submitting={add.isPending}
          disabled={!configured || options.isPending}
          quota={options.data?.quota ?? null}
          // OpenAI's image edits take no strength (issue 28): the slider is offered only where it does something
          referenceStrength={options.data?.provider.name !== 'openai'}
          onSubmit={(submitted) =>
            // the description stays, so a near miss can be tried again with one change
            add.mutate(drawTaskInput(submitted))
          }
        />
      </div>
      <div className={css.side}>
        {configured ? null : <NotConfigured />}
        <DrawWorks configured={configured} onSetCover={(task, index) => setCover({ taskCode: task.taskCode, index, url: task.imageList[index]?.url ?? '' })} />
      </div>
      <CoverTargetDialog choice={cover} onClose={() => setCover(null)} />
    </div>
  );
}
