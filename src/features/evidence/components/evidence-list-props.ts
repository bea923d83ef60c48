import type { RefCallback } from 'react';
import type { EvidenceListItem } from '../../../contract/evidence-list';
import type { RowActions } from './evidence-actions';
import type { TextDialogContent } from './text-dialog';

/** What the table and the cards both take: same rows, same fields, same actions. */
export type EvidenceListProps = {
  rows: EvidenceListItem[];
  visaType: string;
  /** The same object from render to render, like `onOpenText`: a row re-renders only when its own props change. */
  actions: RowActions;
  /** Rows whose reprocessing was asked for and has not settled (their reprocess button is disabled). */
  reprocessing: ReadonlySet<string>;
  onOpenText: (content: TextDialogContent) => void;
};

/** One row's props: a push that patches one row re-renders that row alone (rows are React.memo). */
export type EvidenceRowProps = {
  evidence: EvidenceListItem;
  visaType: string;
  actions: RowActions;
  reprocessing: boolean;
  onOpenText: (content: TextDialogContent) => void;
};

/** What the list's layouts need of its row window (hooks/use-row-window.ts). */
export type RowWindowView = {
  isDrawn: (id: string) => boolean;
  /** The ref of each placeholder, which carries its row's id in `data-row-id`. */
  observe: RefCallback<HTMLElement>;
};
