// `lazy()` for anything that uses the data layer. The home route's entry chunk does not carry TanStack Query
// (≈10 KB gzipped, issue 11: home JS ≤ 150 KB): every lazily loaded page, dialog or panel brings the one
// QueryClient's provider along with its own code, so its hooks find the client. Several providers of the same
// client share one cache. A piece loaded with a bare `lazy()` and using a hook of api/ fails at once with
// "No QueryClient set".
import { lazy, type ComponentProps, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React's own lazy() takes
export function lazyWithQueries<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => {
    const [{ default: Component }, { QueryRoot }] = await Promise.all([load(), import('./QueryRoot')]);
    const Inner = Component as ComponentType<ComponentProps<T>>;
    function WithQueries(props: ComponentProps<T>) {
      return (
        <QueryRoot>
          <Inner {...props} />
        </QueryRoot>
      );
    }
    return { default: WithQueries };
  });
}
