/** s3rver 3.x ships no types; this covers what the local cloud uses. */
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  };

  class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** The filesystem store (lib/stores/filesystem.js); s3rver-store.ts adjusts its deletes. */
    store: {
      getResourcePath(bucket: string, key: string, resource: string): string;
      deleteObject(bucket: string, key: string): Promise<void>;
    };
  }

  export default S3rver;
}
