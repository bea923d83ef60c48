/**
 * One extraction worker process (started by pool.ts through worker-entry.mjs): reads one
 * document at a time with extractText and posts the text back. A user-facing failure
 * (ExtractError) and any other failure are told apart, so the pool can keep the first final
 * and let the job queue retry the second.
 */
import { getResolvedPDFJS } from 'unpdf';
import { ExtractError, extractText } from './index';
import type { WorkerReply, WorkerRequest } from './pool-protocol';

const send = process.send?.bind(process);
if (!send) throw new Error('server/platform/extract/worker.ts runs only as a child process of the pool');
// The server is gone (even killed): so is the reason to run.
process.on('disconnect', () => process.exit(0));

process.on('message', (request: WorkerRequest) => {
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  extractText(bytes, request.mime, request.limits).then(
    (result) => reply({ type: 'done', result }),
    (err: unknown) =>
      reply(
        err instanceof ExtractError
          ? { type: 'refused', message: err.message }
          : { type: 'failed', message: err instanceof Error ? err.message : String(err) },
      ),
  );
});

function reply(message: WorkerReply) {
  send!(message);
}

// Load pdf.js before saying ready, so its start-up is not counted against a document's time.
await getResolvedPDFJS();
reply({ type: 'ready' });
