// What a drawing task card shows, derived from the task (spec 02 §3 "Draw task", §4 "Draw task status").

/** A drawing task as the card shows it (spec 02 §3 "Draw task"). */
export interface DrawTaskData {
  taskCode: string;
  /** ms timestamp */
  createTime: number;
  styleName: string;
  /** e.g. 720*1280 */
  paramSize: string;
  paramNum: number;
  paramPrompt: string;
  /** The reference picture, else null. */
  paramRefImg: string | null;
  paramRefMode: 'repaint' | 'refonly';
  /** 0-1 */
  paramRefStrength: number;
  /** 0 queued, 1 running, 2 done, anything else failed. */
  taskStatus: number;
  taskStatusText: string;
  imageList: readonly { url: string; downloadUrl: string }[];
  /** What the provider did differently, shown under the pictures. */
  notes?: readonly string[];
}

export const drawTaskStates = ['queued', 'running', 'done', 'failed'] as const;
export type DrawTaskState = (typeof drawTaskStates)[number];

/** spec 02 §4: 0 and 1 in progress, 2 complete, other values failed. */
export function drawTaskState(status: number): DrawTaskState {
  if (status === 0) return 'queued';
  if (status === 1) return 'running';
  if (status === 2) return 'done';
  return 'failed';
}

/** Whether the task is still being drawn (its card polls and offers refresh). */
export const isDrawTaskPending = (status: number) => status === 0 || status === 1;

/** spec 02 §4: status above 1 allows regenerate. */
export const canRegenerate = (status: number) => status > 1;

/** `720*1280` → its width and height (1:1 when unreadable). */
export function parseDrawSize(size: string): { width: number; height: number } {
  const match = /^(\d{2,5})\*(\d{2,5})$/.exec(size);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 1, height: 1 };
}

/** The ratio as people say it: 9:16, 1:1, 16:9 (or the size itself when it is none of them). */
export function ratioName(size: string): string {
  const { width, height } = parseDrawSize(size);
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(width, height);
  const ratio = `${width / d}:${height / d}`;
  return ratio.length <= 5 ? ratio : size.replace('*', '×');
}

/** A picture's width on the card: tall ones narrower, wide ones wider, so a batch of four fits a row or two. */
export function tileWidth(size: string): number {
  const { width, height } = parseDrawSize(size);
  if (width < height) return 150;
  if (width === height) return 180;
  return 300;
}
