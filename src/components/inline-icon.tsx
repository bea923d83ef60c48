import './inline-icon.css';

/**
 * An ionicons icon drawn inline, as IonIcon draws it, without its element: each IonIcon is a component with its own
 * shadow root that parses its SVG as it starts, and the ten on the petition page's first screen were about a third
 * of the work that blocked it (docs/decisions/045). The `ionicons/icons` exports are
 * `data:image/svg+xml;utf8,<svg…>` strings from the package, inlined as they are, in `currentColor`. In an
 * IonButton it takes the button's `start` slot, or in a toolbar's buttons the `icon-only` one, with their spacing.
 * `className` replaces the `inline-icon` class for an icon styled otherwise (the evidence rows'). Decorative: the
 * button or label around it says what it means. The landing has its own (components/plain-icon), so that none of
 * this loads before the landing paints.
 */
export function InlineIcon({ icon, slot, className = 'inline-icon' }: { icon: string; slot?: 'start' | 'icon-only'; className?: string }) {
  const svg = icon.slice(icon.indexOf('<svg'));
  return <span className={className} slot={slot} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
