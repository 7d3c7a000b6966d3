import type { z } from 'zod';

/// Chinese names of the value types zod reports in an `invalid_type` issue.
const typeNames: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  boolean: '布尔值',
  bigint: '整数',
  object: '对象',
  array: '数组',
  tuple: '数组',
  record: '对象',
  null: '空值',
  date: '日期',
};

/// A path segment the message may name: a contract field name or an array position, never free text
/// from the request (a record key or a field the contract does not know).
const nameable = (segment: PropertyKey): segment is string | number =>
  typeof segment === 'number' || (typeof segment === 'string' && /^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(segment));

/// How a message names the field of an issue (`参数 anchorId `, `参数 list[2] `, a space before the rest as
/// Chinese typesetting puts around Latin words), or the request itself when the path is not a field.
export function fieldLabel(path: readonly PropertyKey[]): string {
  if (path.length === 0 || !path.every(nameable)) return '请求参数';
  const name = path.map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join('');
  return `参数 ${name} `;
}

/// The Chinese message of a zod issue whose schema does not word it itself (spec 01 §8: every refusal is a
/// Chinese message). Field names come from the contract; nothing typed by the caller is repeated.
/// Pass it to a parse as the per-call error map: `schema.safeParse(input, { error: issueMessage })`; a
/// message the contract gives a field (its `error` or a check's message) still wins.
export const issueMessage = (issue: z.core.$ZodRawIssue): string => {
  const field = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return `${field}不能为空`;
      const expected = typeNames[String(issue.expected)];
      return expected ? `${field}格式不正确，应为${expected}` : `${field}格式不正确`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${field}不能超过${max}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field}不能超过${max}项`;
      if (issue.origin === 'file') return `${field}不能超过${max}字节`;
      return issue.inclusive === false ? `${field}必须小于${max}` : `${field}不能大于${max}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? `${field}不能为空` : `${field}不能少于${min}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field}至少需要${min}项`;
      return issue.inclusive === false ? `${field}必须大于${min}` : `${field}不能小于${min}`;
    }
    case 'invalid_format':
      return `${field}格式不正确`;
    case 'not_multiple_of':
      return `${field}必须是${issue.divisor}的整数倍`;
    case 'unrecognized_keys':
      return '请求中含有不支持的参数';
    default:
      // invalid_union, invalid_value, invalid_key, invalid_element, custom
      return `${field}取值不正确`;
  }
};
