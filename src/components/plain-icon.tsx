import './plain-icon.css';

/**
 * An ionicons icon drawn without Ionic (the landing loads before it: docs/decisions/002). The
 * `ionicons/icons` exports are `data:image/svg+xml;utf8,<svg…>` strings from the package, so the SVG
 * is inlined as is and follows `currentColor` in both themes; an emoji needs an emoji font and
 * renders as a box without one. Decorative: the text next to it says what it means.
 */
export function PlainIcon({ icon, className }: { icon: string; className?: string }) {
  const svg = icon.slice(icon.indexOf('<svg'));
  return <span className={className ? `plain-icon ${className}` : 'plain-icon'} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
