// The task shape the creation center's list and cards share (their own file, so neither imports the other for it).

/** A dubbing task as the list shows it (spec 02 §3 "Task"). */
export interface TaskListItem {
  code: string;
  title: string;
  anchorName: string;
  styleName: string;
  /** Script length in characters. */
  length: number;
  /** ms timestamp */
  createTime: number;
  /** 1 finished, 0 waiting, 2 processing, negative failed (spec 02 §4). */
  status: number;
  /** The server's name of the status, shown as it is. */
  statusName: string;
  /** The finished audio, else null. */
  filepath: string | null;
  /** How long the finished audio is, in ms (0 or absent while unknown): shown beside its player (issue 27: a play dot
   * said nothing of the length). */
  duration?: number;
  /** Why it failed, when it did. */
  reason?: string | null;
  /** Its cover picture (设为作品封面 in AI drawing), shown before the title. */
  cover?: string | null;
  /** While it is synthesised: sentences rendered of all (issue 27). */
  progress?: { done: number; total: number } | undefined;
}

