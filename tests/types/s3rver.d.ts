// The part of s3rver (a real S3 wire-protocol server, tests only) the tests use; it ships no types.
declare module 's3rver' {
  type BucketConfig = { name: string; configs?: Array<string | Buffer> };
  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: BucketConfig[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
