import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/platform/config';

const client = { OIDC_CLIENT_ID: 'exhibit', OIDC_CLIENT_SECRET: 'secret' };

describe('OpenID Connect settings at start', () => {
  it('keeps the built-in accounts and no provider when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({ oidc: undefined, authBuiltin: true });
  });

  it('takes an https issuer, or plain http on loopback only', () => {
    for (const issuer of ['https://login.example.com/realms/firm', 'http://127.0.0.1:9000', 'http://[::1]:9000', 'http://localhost:9000/oidc']) {
      expect(loadConfig({ OIDC_ISSUER_URL: issuer, ...client }).oidc).toEqual({ issuerUrl: issuer, clientId: 'exhibit', clientSecret: 'secret' });
    }
  });

  it('refuses a plain-http issuer that is not on loopback', () => {
    for (const issuer of ['http://idp.example.com', 'http://10.0.0.5:8080', 'http://127.0.0.1.example.com']) {
      expect(() => loadConfig({ OIDC_ISSUER_URL: issuer, ...client })).toThrow(/OIDC_ISSUER_URL: must use https \(plain http only for a loopback issuer/);
    }
  });

  it('wants the issuer, client id and secret together, and AUTH_BUILTIN=false only with a provider', () => {
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'https://idp.example.com' })).toThrow(/OIDC_CLIENT_ID: required[^\n]*\nOIDC_CLIENT_SECRET: required/);
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'exhibit' })).toThrow(/OIDC_ISSUER_URL: required/);
    expect(() => loadConfig({ AUTH_BUILTIN: 'false' })).toThrow('AUTH_BUILTIN: false turns off the built-in accounts, so OIDC_ISSUER_URL must be set');
    expect(loadConfig({ OIDC_ISSUER_URL: 'https://idp.example.com', ...client, AUTH_BUILTIN: 'false' }).authBuiltin).toBe(false);
    expect(() => loadConfig({ AUTH_BUILTIN: 'no' })).toThrow(/AUTH_BUILTIN: /);
  });
});
