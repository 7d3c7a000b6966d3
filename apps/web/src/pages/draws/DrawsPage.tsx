// /draws, AI drawing (spec 02 §2.11): the form on the left (description, style, reference picture, size, count,
// 生成), 我的作品 on the right. With no image model configured the page says how to configure one and 生成 is off.
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
        <div className={css.noticeTitle}>AI 绘画未配置</div>
        <p className={css.noticeText}>
          这台服务器还没有接入图片模型，暂时无法生成。管理员可在服务器环境变量中设置 <code className={css.code}>DRAW_PROVIDER</code>
          （<code className={css.code}>openai</code>：OpenAI 或兼容其图片接口的服务，另需 <code className={css.code}>DRAW_API_KEY</code>；
          <code className={css.code}>sd-webui</code>：本机以 --api 启动的 Stable Diffusion WebUI）和 <code className={css.code}>DRAW_BASE_URL</code>
          ，然后重启服务。详见 README 的“AI 绘画”一节。
        </p>
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
