// Issue 14 §5: every refusal of a request is a Chinese message, including the issues zod words itself
// ("Invalid input: expected string, received number"). The walk iterates the contract, so a call added
// later is covered without touching this file.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from './index.ts';
import type { Call } from './define.ts';
import { fieldLabel, issueMessage } from './issues.ts';

const chinese = /[\u4e00-\u9fff]/;

const calls = Object.entries(contract).flatMap(([domain, group]) =>
  Object.entries(group as Record<string, Call>).map(([name, call]) => ({ id: `${domain}.${name}`, call })),
);

/// The object shape of a body or query schema (through pipes and preprocessing), or null.
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  let current: unknown = schema;
  for (let i = 0; i < 8 && current; i++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    const def = (current as { _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } } })._zod?.def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  return null;
}

/// Values of every wrong kind a careless or hostile client sends.
const wrongValues: unknown[] = [
  12345,
  -1.5,
  Number.MAX_SAFE_INTEGER,
  'text',
  '',
  'x'.repeat(300_000),
  true,
  [],
  ['a', 1],
  {},
  { nested: { deeper: [1, 2, 3] } },
  null,
];

const withInput = calls.filter(({ call }) => call.body || call.query);

describe('every contract field refuses a wrong value in Chinese', () => {
  it('walks a call of every group that takes input', () => {
    const groups = new Set(withInput.map(({ id }) => id.split('.')[0]));
    expect(groups.size).toBeGreaterThanOrEqual(5);
  });

  it.each(withInput)('$id', ({ call }) => {
    const schema = (call.body ?? call.query)!;
    const shape = shapeOf(schema);
    expect(shape, 'the body or query is an object schema').not.toBeNull();
    const refusals: string[] = [];
    const check = (input: unknown, what: string) => {
      const result = schema.safeParse(input, { error: issueMessage });
      if (result.success) return;
      for (const issue of result.error.issues) {
        if (!chinese.test(issue.message)) refusals.push(`${what}: ${issue.message}`);
        // Nothing a caller typed comes back (the spec's "主播ID无法识别：<id>" repeats a number only).
        expect(issue.message, what).not.toContain('x'.repeat(50));
        expect(issue.message, what).not.toMatch(/\[object|nested|Invalid|expected|received/);
      }
    };
    for (const whole of [null, 'text', 42, [], [1, 2]]) check(whole, `the whole input ${JSON.stringify(whole)}`);
    check({}, 'an empty object');
    for (const field of Object.keys(shape!)) {
      for (const value of wrongValues) check({ [field]: value }, `${field} = ${JSON.stringify(value).slice(0, 40)}`);
    }
    expect(refusals).toEqual([]);
  });
});

describe('issueMessage', () => {
  it('names the field and what it should be', () => {
    const schema = z.object({ name: z.string(), tags: z.array(z.string()).max(2), size: z.number().min(1).max(9) });
    const messages = (input: unknown) => schema.safeParse(input, { error: issueMessage }).error!.issues.map((issue) => issue.message);
    expect(messages({ name: 5, tags: [], size: 3 })).toEqual(['参数 name 格式不正确，应为文本']);
    expect(messages({ tags: [], size: 3 })).toEqual(['参数 name 不能为空']);
    expect(messages({ name: 'a', tags: ['a', 'b', 'c'], size: 10 })).toEqual(['参数 tags 不能超过2项', '参数 size 不能大于9']);
    expect(messages({ name: 'a', tags: [1], size: 0 })).toEqual(['参数 tags[0] 格式不正确，应为文本', '参数 size 不能小于1']);
  });

  it('never names a path segment the caller chose (record keys, odd names)', () => {
    expect(fieldLabel(['<script>'])).toBe('请求参数');
    expect(fieldLabel(['a'.repeat(60)])).toBe('请求参数');
    expect(fieldLabel([])).toBe('请求参数');
    const record = z.record(z.string(), z.number());
    expect(record.safeParse({ '<b>hi</b>': 'x' }, { error: issueMessage }).error!.issues[0]!.message).toBe('请求参数格式不正确，应为数字');
  });

  it('leaves a message the contract gives a field as it is', () => {
    expect(contract.user.loginByPwd.body.safeParse({ username: '', password: 'x' }, { error: issueMessage }).error!.issues[0]!.message).toBe('用户名/手机号不能为空');
  });
});
