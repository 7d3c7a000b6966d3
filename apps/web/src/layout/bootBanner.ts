// The activity banner, asked for before the app's code arrives (issue 27: it came ~3 s after the page and pushed it
// 80 px down). index.html preloads the answer next to the scripts; main.tsx waits for it (a little, bounded) before
// the first render, so the banner is drawn with the page instead of shifting it. The server answers no activity
// where payment is off. Plain fetch: the home route's entry chunk carries no data layer.
import type { TopActivity } from '@peiyin/ui';

/// Must equal the preload's href in index.html, or the browser asks twice.
export const BANNER_URL = '/api/settings/activity/banner?position=1';

/// How long the first render waits for a slow answer; after it the banner comes late rather than the page.
export const BANNER_WAIT_MS = 800;

type Answer = { data?: { name?: unknown; imagePath?: unknown; valid?: unknown; closeable?: unknown } | null } | null;

/// The banner of an answer of GET /api/settings/activity/banner: none for no activity, one outside its time window,
/// a failed call or an answer that is not one.
export function bannerOf(answer: unknown): TopActivity | null {
  const data = (answer as Answer)?.data;
  if (!data || data.valid !== true || typeof data.name !== 'string' || typeof data.imagePath !== 'string') return null;
  return { name: data.name, imagePath: data.imagePath, closeable: data.closeable === true };
}

let known: { banner: TopActivity | null } | undefined;
let asked: Promise<TopActivity | null> | undefined;

/// The banner, asked for once per page load.
export function askBanner(fetcher: typeof fetch = fetch): Promise<TopActivity | null> {
  asked ??= fetcher(BANNER_URL, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.json() : null))
    .then(bannerOf, () => null)
    .then((banner) => {
      known = { banner };
      return banner;
    });
  return asked;
}

/// The banner when its answer has come; undefined before.
export function knownBanner(): { banner: TopActivity | null } | undefined {
  return known;
}

/// Resolves when the answer has come or `ms` have passed, whichever is first.
export function bannerOrTimeout(ms: number = BANNER_WAIT_MS): Promise<void> {
  return Promise.race([askBanner().then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/// For tests: forget the answer.
export function forgetBanner(): void {
  known = undefined;
  asked = undefined;
}
