import { ttsMessages } from '@peiyin/api-client';
import { deriveWorkTitle, validateWorkTitle } from '@peiyin/ssml';
import { AppError } from '../http/errors.ts';

/// A draft or task title: as typed when valid (spec 02 §5 work title rules), else derived from the content.
export function workTitle(typed: string, plain: string, fallback: string): string {
  const checked = validateWorkTitle(typed);
  if (!checked.ok) throw new AppError(400, ttsMessages.workTitle);
  return checked.value || deriveWorkTitle(plain) || fallback;
}
