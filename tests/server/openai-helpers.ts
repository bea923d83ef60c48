import { startOpenAiServer, openAiEnv, type OpenAiServerOptions, type OpenAiTestServer } from '../fixtures/openai-server';
import type { Config } from '../../server/platform/config';
import { forwardTo, startTestServer, type TestServer } from './harness';

export type OpenAiAppOptions = { env?: Record<string, string>; overrides?: Partial<Config>; modelServer?: OpenAiServerOptions };

/**
 * For a describe block: the OpenAI test server, then an app whose analyst talks to it
 * (AI_PROVIDER=openai, plus `env`). Both start before the block's tests and stop after.
 */
export function useOpenAiApp(kind: 'pglite' | 'postgres', options: OpenAiAppOptions = {}): { server: TestServer; model: OpenAiTestServer } {
  const model = forwardTo(async () => {
    const started = await startOpenAiServer(options.modelServer);
    return Object.assign(started, { stop: started.close });
  });
  const server = forwardTo(() => startTestServer(kind, options.overrides ?? {}, { env: openAiEnv(model, options.env) }));
  return { server, model };
}

/** Every request body the app sent to the model server, as text. */
export const sentBodies = (model: OpenAiTestServer) => model.requests.map((r) => r.body);

/** Calls the app's API as the signed-in owner. */
export function api(server: TestServer, cookie: string) {
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await server.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, json: () => res.json() as Record<string, unknown>, body: res.body };
  };
  return {
    call,
    letter: (petitionId: string, body: object = LETTER) => call('POST', `/api/petitions/${petitionId}/recommendation-letters`, body),
    chat: (petitionId: string, question: string) => call('POST', `/api/petitions/${petitionId}/chat`, { question }),
    report: (petitionId: string) => call('POST', `/api/petitions/${petitionId}/criteria-report`),
  };
}

/** A letter request as the Letters tab sends it. */
export const LETTER = {
  recommenderName: 'Prof. Grace Hopper',
  recommenderEmail: 'grace@navy.example.org',
  recommenderTitle: 'Professor of Computer Science',
  recommenderOrganization: 'Yale University',
  relationship: 'I supervised her doctoral research for four years.',
  keyAchievements: ['Won the National Prize for Excellence in Computing'],
};
