import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../server/platform/config';

describe('configuration from the environment', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, analyst: { provider: 'local' }, databaseUrl: undefined });
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.jobsSuperviseSeconds).toBe(10);
  });

  it('looks for dead workers\' jobs as often as JOBS_SUPERVISE_SECONDS says, at least every second', () => {
    expect(loadConfig({ JOBS_SUPERVISE_SECONDS: '2' }).jobsSuperviseSeconds).toBe(2);
    expect(() => loadConfig({ JOBS_SUPERVISE_SECONDS: '0' })).toThrow(/JOBS_SUPERVISE_SECONDS: /);
  });

  it('names every bad variable in one readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'chatty' })).toThrow(/Invalid configuration:\nPORT: .*\nLOG_LEVEL: /s);
  });

  it('takes a language model only with its key and its model named, never a guessed model', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' })).toThrow('OPENAI_MODEL: required when AI_PROVIDER=openai');
    expect(() => loadConfig({ AI_PROVIDER: 'openai', OPENAI_MODEL: 'gpt-test' })).toThrow('OPENAI_API_KEY: required when AI_PROVIDER=openai');
    expect(() => loadConfig({ AI_PROVIDER: 'openai', OPENAI_MODEL: 'gpt-test', OPENAI_API_KEY: 'sk-test', AI_MAX_CONCURRENCY: '0', AI_SEND_DOCUMENTS: 'no' })).toThrow(/AI_MAX_CONCURRENCY: .*\nAI_SEND_DOCUMENTS: /s);
    expect(() => loadConfig({ AI_PROVIDER: 'anthropic' })).toThrow(/AI_PROVIDER: /);
  });

  it('reads the language model settings with their defaults', () => {
    const config = loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'gpt-test' });
    expect(config.analyst).toEqual({
      provider: 'openai',
      apiKey: 'sk-test',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-test',
      visionModel: undefined,
      maxConcurrency: 4,
      timeoutMs: 60_000,
      sendDocuments: true,
      retries: 3,
      breakerFailures: 5,
      breakerCooldownMs: 60_000,
      maxInputTokens: 24_000,
    });
    const kept = loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k', OPENAI_MODEL: 'm', OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1', OPENAI_VISION_MODEL: 'v', AI_SEND_DOCUMENTS: 'false', AI_TIMEOUT_MS: '5000' });
    expect(kept.analyst).toMatchObject({ baseUrl: 'http://127.0.0.1:8000/v1', visionModel: 'v', sendDocuments: false, timeoutMs: 5000 });
  });

  it('keeps objects on disk unless OBJECT_STORE_URL names an S3 bucket, and reads its settings', () => {
    expect(loadConfig({}).objectStore).toEqual({ kind: 'local' });
    expect(loadConfig({ OBJECT_STORE_URL: 's3://exhibit-evidence' }).objectStore).toEqual({
      kind: 's3',
      bucket: 'exhibit-evidence',
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    const env = {
      OBJECT_STORE_URL: 's3://exhibit.files/prod/objects/',
      AWS_REGION: 'eu-west-2',
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'https://minio.example.com:9000/',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(env).objectStore).toEqual({
      kind: 's3',
      bucket: 'exhibit.files',
      prefix: 'prod/objects/',
      region: 'eu-west-2',
      endpoint: 'https://minio.example.com:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    });
  });

  it('names every wrong object-store setting instead of falling back to the disk', () => {
    expect(() => loadConfig({ OBJECT_STORE_URL: 'https://bucket.s3.amazonaws.com' })).toThrow('OBJECT_STORE_URL: expected s3://bucket or s3://bucket/prefix, not https://bucket.s3.amazonaws.com');
    expect(() => loadConfig({ OBJECT_STORE_URL: 's3://Bad_Bucket' })).toThrow('OBJECT_STORE_URL: "Bad_Bucket" is not a valid bucket name');
    expect(() => loadConfig({ OBJECT_STORE_URL: 's3://bucket/a/../b' })).toThrow('OBJECT_STORE_URL: "a/../b" is not a usable key prefix');
    expect(() => loadConfig({ OBJECT_STORE_URL: 's3://bucket', AWS_ACCESS_KEY_ID: 'AKIA' })).toThrow('AWS_SECRET_ACCESS_KEY: set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither');
    expect(() => loadConfig({ OBJECT_STORE_URL: 's3://bucket', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /Invalid configuration:\nS3_ENDPOINT: expected an http\(s\) origin .*\nS3_FORCE_PATH_STYLE: expected true or false, not yes/s,
    );
    // An S3 setting without the store it belongs to is a mistake, not something to ignore.
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_ENDPOINT: only used with OBJECT_STORE_URL=s3://bucket/prefix');
    // AWS credentials alone may be there for other tools: objects stay on disk.
    expect(loadConfig({ AWS_ACCESS_KEY_ID: 'AKIA', AWS_REGION: 'us-west-1' }).objectStore).toEqual({ kind: 'local' });
  });

  it('reads TRUST_PROXY as hops or proxy addresses, never as trust in every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    // `true` is one proxy: the hop behind it (the client as the proxy saw it) is not trusted.
    for (const value of ['true', '1']) {
      const trust = loadConfig({ TRUST_PROXY: value }).trustProxy as (address: string, hop: number) => boolean;
      expect([trust('10.0.0.1', 0), trust('198.51.100.7', 1)]).toEqual([true, false]);
    }
    const two = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([two('a', 0), two('b', 1), two('c', 2)]).toEqual([true, true, false]);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,fd00::/8, loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY: expected false, true, a hop count or a comma-separated list of IP addresses or CIDR ranges; not yes');
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('not 10.0.0.0/33');
  });
});
