// Starts our OpenAI test server (tests/fixtures/openai-server, its sensible responder) and prints the
// settings that point `run.ts --provider openai` at it: a way to see the model path run end to end here.
// Its figures say nothing about a real model. Stop it with Ctrl-C.
// Usage: npx tsx bench/analyst/test-server.ts
import { openAiEnv, startOpenAiServer } from '../../tests/fixtures/openai-server';

const server = await startOpenAiServer();
const env = Object.entries(openAiEnv(server)).map(([k, v]) => `${k}=${v}`).join(' ');
console.log(`${env} npx tsx bench/analyst/run.ts --provider openai --limit 12`);
process.on('SIGINT', () => void server.close().then(() => process.exit(0)));
