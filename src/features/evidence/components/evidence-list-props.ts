import type { EvidenceListItem } from '../../../contract/evidence-list';
import type { RowActions } from './evidence-actions';
import type { TextDialogContent } from './text-dialog';

/** What the table and the cards both take: same rows, same fields, same actions. */
export type EvidenceListProps = {
  rows: EvidenceListItem[];
  visaType: string;
  actions: RowActions;
  onOpenText: (content: TextDialogContent) => void;
};
