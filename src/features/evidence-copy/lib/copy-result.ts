import type { CopyEvidenceReply } from '../../../contract/evidence-copy';

const documents = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;

/** The success toast: what was added, and what was already here (architecture.md §errors: toasts name what happened). */
export function copyResultToast({ copied, skipped }: CopyEvidenceReply): { title: string; description: string } {
  if (copied === 0) return { title: 'File already exists', description: `${skipped === 1 ? 'This document is' : 'These documents are'} already in this petition.` };
  const added = `${documents(copied)} added. Each is analyzed against this petition's criteria.`;
  return { title: 'Evidence added', description: skipped > 0 ? `${added} ${documents(skipped)} already in this petition ${skipped === 1 ? 'was' : 'were'} skipped.` : added };
}
