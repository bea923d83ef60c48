import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { openAiEnv, startOpenAiServer, type OpenAiServerOptions, type OpenAiTestServer } from '../fixtures/openai-server';
import { exited, startOwnServer, type OwnServer } from './own-server';

/**
 * The app with AI_PROVIDER=openai on our own OpenAI test server (issue 16): a server of the spec's
 * own (the shared one runs the built-in analyst) and a browser context on it that collects
 * console errors, since the shared fixture's guard watches only the default page.
 */
export type ModelApp = { model: OpenAiTestServer; server: OwnServer; context: BrowserContext; page: Page; errors: string[]; stop(): Promise<void> };

export async function startModelApp(browser: Browser, opts: { model?: OpenAiServerOptions; env?: Record<string, string>; context?: BrowserContextOptions } = {}): Promise<ModelApp> {
  const model = await startOpenAiServer(opts.model);
  const server = await startOwnServer('node', undefined, openAiEnv(model, opts.env));
  const context = await browser.newContext({ ...opts.context, baseURL: server.baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // The browser logs every non-2xx fetch as an error; those are asserted through the UI instead.
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of/.test(m.text())) errors.push(m.text());
  });
  return {
    model,
    server,
    context,
    page,
    errors,
    async stop() {
      await context.close().catch(() => undefined);
      if (server.process.exitCode === null) {
        server.process.kill('SIGKILL');
        await exited(server.process, 5000);
      }
      await model.close();
    },
  };
}
