// Regenerates docs/home.png (the README's picture of the home page): `node --import tsx scripts/screenshot-home.ts`
// after `pnpm build`. Uses the same harness as the end-to-end tests.
import { launchBrowser, newPage, startStudio } from '../tests/e2e/harness.ts';

const studio = await startStudio();
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, studio.baseUrl);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
  await page.screenshot({ path: 'docs/home.png', fullPage: process.argv.includes('--full') });
  console.log('wrote docs/home.png');
} finally {
  await browser.close();
  await studio.stop();
}
