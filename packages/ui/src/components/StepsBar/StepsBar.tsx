import { Fragment } from 'react';
import * as css from './StepsBar.css';
import { ChevronRightIcon } from '../../primitives/icons';
import { StepArtAudio, StepArtEditor } from '../../assets/stepsArt';
import { Stack } from '../../primitives/Stack';

/** spec 01 §2: choose anchor, edit text, synthesise audio. */
export const dubbingSteps = [
  { title: '选择主播', text: '多位 AI 主播任选' },
  { title: '编辑文本', text: '停顿、多音字随手标' },
  { title: '合成音频', text: '一键生成，随时下载' },
] as const;

export type StepsBarProps = {
  /** Section heading. @default '三步完成专业配音' */
  title?: string;
};

/** The 3-step bar of the home page with its two illustrations. */
export function StepsBar({ title = '三步完成专业配音' }: StepsBarProps) {
  return (
    <section className={css.section} aria-labelledby="py-steps-title">
      <div>
        <h2 id="py-steps-title" className={css.heading}>
          {title}
        </h2>
        <p className={css.sub}>不需要录音棚，也不需要专业配音员</p>
      </div>
      <ol className={css.steps}>
        {dubbingSteps.map((step, index) => (
          <Fragment key={step.title}>
            {index > 0 ? (
              <li className={css.arrow} aria-hidden>
                <ChevronRightIcon size={20} />
              </li>
            ) : null}
            <li className={css.step}>
              <span className={css.number}>{index + 1}</span>
              <span>
                <span className={css.stepTitle}>{step.title}</span>
                <br />
                <span className={css.stepText}>{step.text}</span>
              </span>
            </li>
          </Fragment>
        ))}
      </ol>
      <div className={css.illustrations}>
        <Stack as="figure" gap="3" marginX="0" marginY="0">
          <div className={css.art}>
            <StepArtEditor />
          </div>
          <figcaption className={css.caption}>选好主播，在编辑器里写下文案</figcaption>
        </Stack>
        <Stack as="figure" gap="3" marginX="0" marginY="0">
          <div className={css.art}>
            <StepArtAudio />
          </div>
          <figcaption className={css.caption}>合成后即可试听与下载</figcaption>
        </Stack>
      </div>
    </section>
  );
}
