// Debian's Chromium drives every browser test (never `playwright install`: no browser downloads here).
// Without the networking flags Chromium floods the closed network with connections that are refused.
import { playwright } from '@vitest/browser-playwright';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
  '--font-render-hinting=none',
];

export function chromiumProvider() {
  return playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });
}
