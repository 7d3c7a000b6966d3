// Rebuilds src/providers/tts/espeak-cmn/cmn_dict.gz, the Mandarin dictionary the embedded engine loads
// in place of the one inside @echogarden/espeak-ng-emscripten (see espeak-cmn/README.md for why).
//
//   node apps/server/scripts/espeak-cmn-dict.mjs <espeak-ng source checkout>
//
// The word lists come from an espeak-ng checkout (dictsource/cmn_list, dictsource/extra/cmn_listx,
// dictsource/cmn_emoji); the letter rules are our corrected espeak-cmn/cmn_rules. The compiler is the
// espeak-ng command line of the npm package `espeak-ng` (a WebAssembly build of espeak-ng 1.52), run
// over the phoneme tables and voices of the engine we ship, so the compiled phoneme codes are the
// ones that engine reads. Nothing is downloaded.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import Engine from '@echogarden/espeak-ng-emscripten';
import CommandLine from 'espeak-ng';

const checkout = process.argv[2];
if (!checkout) {
  console.error('usage: node scripts/espeak-cmn-dict.mjs <espeak-ng source checkout>');
  process.exit(2);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../src/providers/tts/espeak-cmn');
const sources = {
  cmn_rules: readFileSync(path.join(out, 'cmn_rules')),
  cmn_list: readFileSync(path.join(checkout, 'dictsource/cmn_list')),
  cmn_listx: readFileSync(path.join(checkout, 'dictsource/extra/cmn_listx')),
  cmn_emoji: readFileSync(path.join(checkout, 'dictsource/cmn_emoji')),
};

// The shipped engine's data tree (voices, languages, phoneme tables), read from its virtual disk.
const engine = await Engine();
const DATA = '/usr/share/espeak-ng-data';
const files = new Map();
(function walk(dir) {
  for (const name of engine.FS.readdir(dir)) {
    if (name === '.' || name === '..') continue;
    const p = `${dir}/${name}`;
    if (engine.FS.isDir(engine.FS.stat(p).mode)) walk(p);
    else if (!name.endsWith('_dict')) files.set(path.posix.relative(DATA, p), engine.FS.readFile(p));
  }
})(DATA);

const log = [];
const cli = await CommandLine({
  arguments: ['--path=/engine', '--compile=cmn'],
  print: (line) => log.push(line),
  printErr: (line) => log.push(line),
  preRun: [
    (m) => {
      // `--compile` reads <name>_rules, _list, _listx and _emoji from the working directory (/).
      for (const [name, data] of Object.entries(sources)) m.FS.writeFile(`/${name}`, data);
      for (const [rel, data] of files) {
        m.FS.mkdirTree(path.posix.dirname(`/engine/espeak-ng-data/${rel}`));
        m.FS.writeFile(`/engine/espeak-ng-data/${rel}`, data);
      }
    },
  ],
});
console.log(log.join('\n'));
const dict = cli.FS.readFile('/engine/espeak-ng-data/cmn_dict');
writeFileSync(path.join(out, 'cmn_dict.gz'), gzipSync(dict, { level: 9 }));
console.log(`wrote espeak-cmn/cmn_dict.gz (${dict.length} bytes uncompressed)`);
