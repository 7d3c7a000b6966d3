// The worker thread's entry: plain JavaScript that loads tsx, then the TypeScript worker (node 20's worker
// threads do not take `--import` loaders from execArgv).
import { register } from 'tsx/esm/api';

register();
await import('./polyphoneWorker.ts');
