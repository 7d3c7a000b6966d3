// A finger in play functions, without touching the test browser's settings. Chromium's touch emulation (the
// DevTools protocol) applies to the whole test page, and that page is shared by the story files running beside
// this one: their pictures came out with finger-sized controls. So a story under a finger gets the coarse-pointer
// rules copied into its own document, and taps are pointer events of type 'touch' sent to its own elements.
import { userEvent } from 'storybook/test';

const COARSE = /\(\s*pointer\s*:\s*coarse\s*\)/;
const EVERY_COARSE = new RegExp(COARSE.source, 'g');

/** The `@media` rules of `doc` that ask for a coarse pointer, rewritten to hold on any screen. */
function coarsePointerRules(doc: Document): string[] {
  const found: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule && COARSE.test(rule.media.mediaText)) {
        const inner = Array.from(rule.cssRules, (r) => r.cssText).join('\n');
        found.push(`@media ${rule.media.mediaText.replace(EVERY_COARSE, '(min-width: 0px)')} {\n${inner}\n}`);
      } else if ('cssRules' in rule) {
        visit((rule as CSSGroupingRule).cssRules);
      }
    }
  };
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // a stylesheet from another origin cannot be read (and is not the design system's)
    }
    visit(rules);
  }
  return found;
}

/**
 * Runs `steps` with the stylesheets' coarse-pointer rules (`media.touch`) in force in `doc` only, as on a touch
 * screen, then takes them away again. Returns how many rules were applied (a story can assert there were some).
 */
export async function withCoarsePointer(doc: Document, steps: () => Promise<void>): Promise<number> {
  const rules = coarsePointerRules(doc);
  const style = doc.createElement('style');
  style.dataset['coarsePointer'] = '';
  style.textContent = rules.join('\n');
  doc.head.append(style);
  try {
    await steps();
  } finally {
    style.remove();
  }
  return rules.length;
}

/** Taps `element` with one finger: pointer events of type 'touch', then the click a phone makes of them. */
export async function tap(element: Element): Promise<void> {
  await userEvent.pointer([{ keys: '[TouchA]', target: element }]);
}
