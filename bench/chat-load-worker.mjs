// Worker threads do not inherit tsx's loader; register it, then run the TypeScript load generator.
import { register } from 'tsx/esm/api';

register();
await import('./chat-load.ts');
