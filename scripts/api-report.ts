// API reports of the installable packages (issue 18 "a public surface that changes on purpose"). API
// Extractor reads each package's built declarations (dist/index.d.ts) and writes the whole exported
// surface, signature by signature, to packages/<name>/etc/<name>.api.md. The reports are committed: a
// change to them shows up in review, and tests/packages/api-report.test.ts fails when the build no
// longer matches them.
//
//   pnpm api-report        builds the packages, then rewrites the reports (commit them)
//
// The configuration lives here rather than in four api-extractor.json files: the packages differ only
// in their folder.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig, ExtractorLogLevel, type IConfigFile } from '@microsoft/api-extractor';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The packages with a report, by folder under packages/. */
export const reportedPackages = ['ssml', 'player', 'api-client', 'ui'] as const;

export interface ApiReportResult {
  /** `@peiyin/ssml`… */
  packageName: string;
  /** The committed report, relative to the repository root. */
  reportPath: string;
  /** The build's surface differs from the committed report. */
  changed: boolean;
  /** The report the build gives now. */
  fresh: string;
  /** Errors API Extractor met (an unresolvable type, a broken declaration). */
  errors: string[];
}

function configFor(dir: string, tempFolder: string): IConfigFile {
  return {
    projectFolder: dir,
    mainEntryPointFilePath: '<projectFolder>/dist/index.d.ts',
    compiler: {
      // the declarations only; their imports (react, prosemirror-*, @peiyin/ssml) resolve from the package
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          types: [],
          // @peiyin/ui's declarations import its sibling packages: read their declarations, as a host
          // does, rather than the TypeScript sources the workspace links to
          paths: Object.fromEntries(reportedPackages.map((other) => [`@peiyin/${other}`, [`../${other}/dist/index.d.ts`]])),
        },
        files: ['dist/index.d.ts'],
      },
    },
    apiReport: {
      enabled: true,
      reportFolder: '<projectFolder>/etc/',
      reportTempFolder: tempFolder,
      reportFileName: '<unscopedPackageName>.api.md',
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    newlineKind: 'lf',
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.Error },
        // release tags (@public, @beta) are not used: every export of a 0.x package is its public surface
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
        // ssml's `///` comments do not reach the declarations; API.md is its reference, not this report
        'ae-undocumented': { logLevel: ExtractorLogLevel.None },
        // a type reachable from an export but not exported itself stays visible in the report as a warning line
        'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
      },
      // our doc comments are `///` and plain JSDoc, not TSDoc: its syntax warnings would be noise
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
    },
  };
}

// A union of literals inferred by TypeScript (a sprinkles property's values, say) is printed in the
// order the checker happened to create its members, which depends on the order files were read: two
// clones of the same commit can print "none" | "brand" and "brand" | "none". Such runs are sorted so a
// report says what the surface is, not how one machine read it.
// (a whole token only: the 2 of `Vec2` or the true of `trueish` is not a literal)
const literal = String.raw`(?<![\w$.])(?:"[^"\n]*"|-?\d+(?:\.\d+)?|true|false|undefined|null)(?![\w$])`;
const literalUnion = new RegExp(`${literal}(?: \\| ${literal})+`, 'g');
const rank = (member: string) => (member === 'undefined' || member === 'null' ? 1 : 0);

/** The report with every run of literal union members in one order (literals sorted, undefined last). */
export function normalizeReport(report: string): string {
  return report.replace(literalUnion, (union) =>
    union
      .match(new RegExp(literal, 'g'))!
      .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
      .join(' | '),
  );
}

/**
 * Runs API Extractor on the dist/index.d.ts of the package in `dir`. With `update`, its committed report
 * (etc/<name>.api.md) is rewritten; without, it is only compared and `changed` says whether it differs.
 */
export function apiReport(dir: string, update: boolean): ApiReportResult {
  const tempFolder = mkdtempSync(path.join(tmpdir(), 'api-report-'));
  if (update) mkdirSync(path.join(dir, 'etc'), { recursive: true });
  try {
    const config = ExtractorConfig.prepare({
      configObject: configFor(dir, tempFolder),
      configObjectFullPath: path.join(dir, 'api-extractor.json'),
      packageJsonFullPath: path.join(dir, 'package.json'),
    });
    const errors: string[] = [];
    // API Extractor only writes the fresh report to the temp folder; the comparison and the update are
    // ours, on the normalised text
    Extractor.invoke(config, {
      localBuild: false,
      messageCallback(message) {
        if (message.logLevel === ExtractorLogLevel.Error) errors.push(message.formatMessageWithLocation(dir));
        // the verdict is ours to give (with the command that fixes it), not API Extractor's console lines
        message.handled = true;
      },
    });
    const fresh = normalizeReport(readFileSync(path.join(tempFolder, path.basename(config.reportFilePath)), 'utf8'));
    const committed = existsSync(config.reportFilePath) ? normalizeReport(readFileSync(config.reportFilePath, 'utf8')) : null;
    const changed = committed !== fresh;
    if (update && changed) writeFileSync(config.reportFilePath, fresh);
    return {
      packageName: config.packageJson?.name ?? path.basename(dir),
      reportPath: path.relative(root, config.reportFilePath),
      changed,
      fresh,
      errors,
    };
  } finally {
    rmSync(tempFolder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = false;
  for (const name of reportedPackages) {
    const result = apiReport(path.join(root, 'packages', name), true);
    for (const error of result.errors) console.error(error);
    failed ||= result.errors.length > 0;
    console.log(`${result.packageName}: ${result.changed ? 'updated' : 'unchanged'} ${result.reportPath}`);
  }
  process.exitCode = failed ? 1 : 0;
}
