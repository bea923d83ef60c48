import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { VectorStoreReply } from '../../../../src/contract/evidence';
import type { Deps } from '../../../platform/deps';
import { evidenceDocuments } from '../../../platform/db/schema';
import { notFound, UpstreamError } from '../../../platform/errors';
import { VectorStoreProviderError } from '../../../platform/vector-store/store-error';
import type { NoVectorStore } from '../../../platform/vector-store/vector-store';
import { publishEvidenceStatus } from '../status';
import { ensurePetitionStore } from './petition-store';
import { queueVectorSync } from './queue';

const SEARCH_RUNS_LOCALLY = "search runs locally over this petition's text";
/** What the action answers when nothing goes to a store: plainly, never 'Added'. */
const NO_STORE_MESSAGES: Record<NoVectorStore['reason'] | 'documents-off', string> = {
  'local-analyst': `The built-in analyst has no vector store; ${SEARCH_RUNS_LOCALLY}. Nothing was uploaded.`,
  'no-api': `This provider has no vector store; ${SEARCH_RUNS_LOCALLY}. Nothing was uploaded.`,
  'documents-off': `This server is set not to send documents to the AI provider, so nothing was uploaded; ${SEARCH_RUNS_LOCALLY}.`,
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const none = (message: string): VectorStoreReply => ({ message, vectorStore: 'none' });

/**
 * 'Add All to Vector Store' (docs/decisions/037). With a provider that has the API: the petition's
 * store is made (or checked) now, so a provider failure is answered at once; every analysed row not
 * yet in it is marked 'pending' and one sync job is queued in the same transaction; the reply says
 * how many go up. Otherwise the rows are left as they are and the reply says why nothing happened.
 */
export async function addAllToVectorStore(deps: Deps, petitionId: string): Promise<VectorStoreReply> {
  // AI_SEND_DOCUMENTS=false: nothing is sent, so the provider is not even asked.
  if (deps.vectorStores.configured && !deps.vectorStores.sendDocuments) return none(NO_STORE_MESSAGES['documents-off']);
  const found = await asUpstream(() => deps.vectorStores.resolve());
  if (found.kind === 'none') return none(NO_STORE_MESSAGES[found.reason]);
  const storeId = await asUpstream(() => ensurePetitionStore(deps, found, petitionId));
  if (!storeId) throw notFound('Petition not found');

  const e = evidenceDocuments;
  const { queued, counts } = await deps.database.db.transaction(async (tx) => {
    const queued = await tx
      .update(e)
      .set({ vectorStoreStatus: 'pending', vectorStoreError: null, updatedAt: new Date() })
      .where(and(eq(e.petitionId, petitionId), eq(e.processingStatus, 'completed'), or(isNull(e.vectorStoreStatus), inArray(e.vectorStoreStatus, ['failed', 'cancelled']))))
      .returning({ id: e.id, petitionId: e.petitionId, fileName: e.fileName });
    const [counts] = await tx
      .select({
        inStore: sql<number>`count(*) filter (where ${e.vectorStoreStatus} in ('pending', 'in_progress', 'completed'))`,
        unfinished: sql<number>`count(*) filter (where ${e.vectorStoreStatus} in ('pending', 'in_progress'))`,
        waiting: sql<number>`count(*) filter (where ${e.processingStatus} in ('pending', 'processing'))`,
        unreadable: sql<number>`count(*) filter (where ${e.processingStatus} = 'failed')`,
      })
      .from(e)
      .where(eq(e.petitionId, petitionId));
    // Also when rows were left pending by an earlier click: the stately queue drops a duplicate.
    if (Number(counts?.unfinished ?? 0) > 0) await queueVectorSync(deps, tx, petitionId);
    return { queued, counts };
  });
  for (const row of queued) await publishEvidenceStatus(deps, row, 'updated');
  const already = Number(counts?.inStore ?? 0) - queued.length;
  return { message: replyText(queued.length, already, Number(counts?.waiting ?? 0), Number(counts?.unreadable ?? 0)), vectorStore: 'provider' };
}

function replyText(queued: number, already: number, waiting: number, unreadable: number): string {
  const parts: string[] = [];
  if (queued > 0) parts.push(`Uploading ${plural(queued, 'document')} to this petition's vector store.${already > 0 ? ` ${plural(already, 'other is', 'others are')} there already.` : ''}`);
  else if (already === 1) parts.push("The analysed document is in this petition's vector store already.");
  else if (already > 1) parts.push(`All ${already} analysed documents are in this petition's vector store already.`);
  else parts.push('No document has been analysed yet, so nothing was uploaded.');
  if (waiting > 0) parts.push(`${plural(waiting, 'document')} not yet analyzed will be added after analysis.`);
  if (unreadable > 0) parts.push(`${plural(unreadable, 'document')} whose analysis failed ${unreadable === 1 ? 'is' : 'are'} left out.`);
  return parts.join(' ');
}

/** A provider failure becomes a 502 with the provider's words (no key, no request). */
async function asUpstream<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof VectorStoreProviderError) throw new UpstreamError(err.message);
    throw err;
  }
}
