/**
 * An ionicons icon drawn inline, for the evidence rows (docs/decisions/041): the `ionicons/icons` exports are
 * `data:image/svg+xml;utf8,<svg…>` strings, inlined as they are and drawn in `currentColor`, as IonIcon draws them.
 * The same as components/plain-icon, kept apart so that the landing's icon stays in the landing's own chunk
 * (shared with this feature it became a chunk of its own: one more request before the landing paints).
 * Decorative: the button or label around it says what it means.
 */
export function RowIcon({ icon, className }: { icon: string; className?: string }) {
  const svg = icon.slice(icon.indexOf('<svg'));
  return <span className={className ? `row-icon ${className}` : 'row-icon'} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
