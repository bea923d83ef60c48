// The baseline: a bare Fastify route in its own process, with no auth, database or schema.
// Usage (from run.mjs): node bench/api/bare-server.mjs <port> <payload-file?>
import fs from 'node:fs';
import Fastify from 'fastify';

const [port, payloadFile] = process.argv.slice(2);
const payload = payloadFile ? fs.readFileSync(payloadFile, 'utf8') : undefined;
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
// The same bytes the evidence list sends, with none of the work: isolates the payload's cost.
app.get('/bare-payload', async (_request, reply) => reply.type('application/json').send(payload ?? '[]'));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
