// Membership arithmetic (issue 13 "Membership arithmetic"), pure: what a grant of time at a level does to a
// membership. README "Membership and payment" states the same rules with a worked example.
//
// - Validity starts at payment. Buying again stacks: the new time is added after the later of now and the
//   current end.
// - One membership per product type has one level at a time. Time converts between levels by the value of a
//   day at each level (a level's cheapest price per day among its products), so nothing bought is lost:
//   - upgrade (a higher level bought while a lower one runs): the remaining time is converted to the higher
//     level, the membership becomes the higher level, and the bought time is added from now:
//     end = now + remaining × value(lower) / value(higher) + bought;
//   - a lower level bought while a higher one runs: the membership keeps the higher level and the bought
//     time is converted: end = end + bought × value(lower) / value(higher).
// - "Expired" is never stored: a membership whose end is past is simply not active (modules/entitlements).

export interface MembershipState {
  level: number;
  startAt: number;
  endAt: number;
}

/// The value of a day at a level: `fen` for `days` (a ratio, kept as two integers so no float rounds money).
export interface DayValue {
  fen: number;
  days: number;
}

export interface Extension extends MembershipState {
  /** Time added at the resulting level (ms), after conversion. */
  addedMs: number;
}

/// `ms × value(from) / value(to)` in exact integer arithmetic (BigInt: ms × fen × days passes 2^53), floored
/// to the millisecond. Without a value for either level the time passes unconverted.
export function convert(ms: number, from: DayValue | null, to: DayValue | null): number {
  if (!from || !to || from.fen <= 0 || to.fen <= 0) return ms;
  return Number((BigInt(ms) * BigInt(from.fen) * BigInt(to.days)) / (BigInt(from.days) * BigInt(to.fen)));
}

/// What granting `ms` of membership at `level` does to `current` (null: never a member) at time `now`.
export function extend(current: MembershipState | null, grant: { level: number; ms: number }, now: number, valueOf: (level: number) => DayValue | null): Extension {
  const active = current !== null && current.endAt > now;
  if (!active) return { level: grant.level, startAt: now, endAt: now + grant.ms, addedMs: grant.ms };
  if (grant.level === current.level) return { level: current.level, startAt: current.startAt, endAt: current.endAt + grant.ms, addedMs: grant.ms };
  if (grant.level > current.level) {
    const remaining = convert(current.endAt - now, valueOf(current.level), valueOf(grant.level));
    return { level: grant.level, startAt: current.startAt, endAt: now + remaining + grant.ms, addedMs: grant.ms };
  }
  const added = convert(grant.ms, valueOf(grant.level), valueOf(current.level));
  return { level: current.level, startAt: current.startAt, endAt: current.endAt + added, addedMs: added };
}

/// A level's day value from its products: the cheapest price per day (fen/days compared as fractions).
export function dayValues(products: { vipLevel: number; days: number; realPriceFen: number }[]): Map<number, DayValue> {
  const out = new Map<number, DayValue>();
  for (const p of products) {
    const best = out.get(p.vipLevel);
    if (!best || p.realPriceFen * best.days < best.fen * p.days) out.set(p.vipLevel, { fen: p.realPriceFen, days: p.days });
  }
  return out;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
