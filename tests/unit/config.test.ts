import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('configuration from the environment', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, aiProvider: 'local', databaseUrl: undefined });
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('names every bad variable in one readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'chatty' })).toThrow(/Invalid configuration:\nPORT: .*\nLOG_LEVEL: /s);
  });

  it('refuses an analyst this build does not have instead of quietly using another', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' })).toThrow('AI_PROVIDER: openai is not available in this build');
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow('OPENAI_API_KEY: required when AI_PROVIDER=openai');
  });

  it('refuses an object store this build does not have, rather than writing to disk behind the operator’s back', () => {
    expect(() => loadConfig({ OBJECT_STORE_URL: 's3://exhibit-evidence' })).toThrow('OBJECT_STORE_URL: an S3-compatible store is not available in this build');
  });
});
