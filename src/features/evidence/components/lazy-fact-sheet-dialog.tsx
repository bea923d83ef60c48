import type { FactSheetDialogProps } from './fact-sheet-dialog';
import { useLazyDialog } from '../hooks/use-lazy-dialog';

const loadFactSheetDialog = () => import('./fact-sheet-dialog').then((m) => m.FactSheetDialog);

/** The fact-sheet dialog, its code (fields, zod) loaded when an exhibit is first opened in it. */
export function LazyFactSheetDialog(props: FactSheetDialogProps) {
  const Dialog = useLazyDialog(loadFactSheetDialog, props.evidence !== null, props.onClosed);
  return Dialog ? <Dialog {...props} /> : null;
}
