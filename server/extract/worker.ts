/**
 * One extraction worker thread (started by pool.ts through worker-entry.mjs): reads one
 * document at a time with extractText and posts the text back. A user-facing failure
 * (ExtractError) and any other failure are told apart, so the pool can keep the first final
 * and let the job queue retry the second.
 */
import { parentPort } from 'node:worker_threads';
import { getResolvedPDFJS } from 'unpdf';
import { ExtractError, extractText } from './index';
import type { WorkerReply, WorkerRequest } from './pool-protocol';

const port = parentPort;
if (!port) throw new Error('server/extract/worker.ts runs only as a worker thread');

port.on('message', (request: WorkerRequest) => {
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  extractText(bytes, request.mime, { maxPdfPages: request.maxPdfPages }).then(
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
  port!.postMessage(message);
}

// Load pdf.js before saying ready, so its start-up is not counted against a document's time.
await getResolvedPDFJS();
reply({ type: 'ready' });
