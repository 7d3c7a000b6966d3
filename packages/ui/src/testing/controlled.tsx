// Stories render a controlled piece as its page would: the value in state, every change both kept and
// reported to the story's spy (`fn()` in args), so a play function sees the piece react and can assert
// what was reported. One helper instead of a hand-written `Controlled` wrapper per story file.
import { useState, type ComponentType } from 'react';

type ChangeKey<P, K extends keyof P> = { [C in keyof P]-?: NonNullable<P[C]> extends (next: P[K]) => unknown ? C : never }[keyof P];

/** `props` with `props[valueKey]` held in state and `props[changeKey]` keeping it before it reports. */
export function useControlled<P extends object, K extends keyof P, C extends ChangeKey<P, K>>(props: P, valueKey: K, changeKey: C): P {
  const [value, setValue] = useState<P[K]>(props[valueKey]);
  const report = props[changeKey] as ((next: P[K]) => unknown) | undefined;
  return {
    ...props,
    [valueKey]: value,
    [changeKey]: (next: P[K]) => {
      setValue(() => next);
      report?.(next);
    },
  };
}

/** A story's component: `Component` with its `valueKey` controlled through `changeKey` (see useControlled). */
export function controlled<P extends object, K extends keyof P, C extends ChangeKey<P, K>>(Component: ComponentType<P>, valueKey: K, changeKey: C) {
  function Controlled(props: P) {
    return <Component {...useControlled(props, valueKey, changeKey)} />;
  }
  Controlled.displayName = `Controlled(${Component.displayName ?? Component.name})`;
  return Controlled;
}
