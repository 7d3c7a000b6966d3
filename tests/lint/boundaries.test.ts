// The import rules of ARCHITECTURE.md are enforced by ESLint; these tests prove a violation fails lint
// (and that the allowed imports pass), so a boundary cannot erode quietly.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

// ESLint's first run parses the imported packages for the cycle rule too: allow it the time.
describe('architecture import rules', { timeout: 60_000 }, () => {
  it.each([
    ['packages/ui/src/components/X/X.tsx', "import { createApiClient } from '@peiyin/api-client';\nexport const x = createApiClient;\n", 'api-client'],
    ['packages/ui/src/components/X/X.tsx', "import { atom } from 'jotai';\nexport const x = atom(0);\n", 'jotai'],
    ['packages/ui/src/components/X/X.tsx', "import { Link } from 'react-router-dom';\nexport const x = Link;\n", 'router'],
    ['packages/ssml/src/x.ts', "import { EditorView } from 'prosemirror-view';\nexport const x = EditorView;\n", 'prosemirror-view'],
    ['packages/ssml/src/x.ts', 'export const x = () => document.title;\n', 'document'],
    ['packages/player/src/machine.ts', "import { Howl } from 'howler';\nexport const x = Howl;\n", 'howler'],
    ['apps/server/src/x.ts', "import { Header } from '@peiyin/ui';\nexport const x = Header;\n", 'ui'],
    // a component reaching into a sibling's folder (issue 11: MarkupPanel was deep-imported 13 times)
    ['packages/ui/src/components/X/X.tsx', "import { MarkupPanel } from '../MarkupPopover/MarkupPanel';\nexport const x = MarkupPanel;\n", 'private'],
    ['packages/ui/src/components/X/X.tsx', "import * as css from '../MarkupPopover/MarkupPanel.css';\nexport const x = css;\n", 'sibling'],
    ['packages/ui/src/components/X/X.stories.tsx', "import type { AnchorCardData } from '../AnchorCard/AnchorCard';\nexport type X = AnchorCardData;\n", 'sibling'],
    // the record list the task, draft and dictionary lists share lives in private/, with no exception for its old folder
    ['packages/ui/src/components/X/X.tsx', "import * as css from '../TaskList/TaskList.css';\nexport const x = css;\n", 'sibling'],
  ])('%s importing %s… fails lint', async (file, code, word) => {
    const messages = await restrictedImports(file, code);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.join(' ')).toContain(word);
  });

  it.each([
    ['packages/ui/src/components/X/X.tsx', "import { schema } from '@peiyin/ssml';\nexport const x = schema;\n"],
    // a sibling through its index, a shared piece from private/, the component's own files, the primitives
    [
      'packages/ui/src/components/X/X.tsx',
      "import { AnchorCard } from '../AnchorCard';\nimport { MarkupPanel } from '../../private/markup/MarkupPanel';\nimport * as css from './X.css';\nimport { Button } from '../../primitives/Button';\nexport const x = [AnchorCard, MarkupPanel, css, Button];\n",
    ],
    ['packages/player/src/howlerAdapter.ts', "import { Howl } from 'howler';\nexport const x = Howl;\n"],
    ['apps/web/src/x.ts', "import { createApiClient } from '@peiyin/api-client';\nimport { atom } from 'jotai';\nexport const x = [createApiClient, atom];\n"],
  ])('%s may import what the architecture allows', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
