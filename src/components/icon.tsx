/** Ionic's palette names, drawn from its CSS variables (icon-in-ionic.css). */
type IconColor = 'primary' | 'success' | 'warning' | 'danger' | 'medium';

type Props = {
  /** An `ionicons/icons` export. */
  icon: string;
  /** Its place in a Button, spaced and sized as Ionic spaces an icon in its buttons (button.css). */
  slot?: 'start' | 'icon-only';
  color?: IconColor;
  className?: string;
};

/**
 * The app's one icon: an ionicons SVG drawn inline in `currentColor`, without IonIcon's element. Each IonIcon is a
 * component with its own shadow root that parses its SVG as it starts; ten on the petition page's first screen were
 * a third of the work that blocked it (docs/decisions/045). The exports are `data:image/svg+xml;utf8,<svg…>` strings,
 * inlined as they are. icon.css needs no Ionic, so the landing uses it too; an emoji would need an emoji font.
 * Its styles load with the entry's (main.tsx), so the landing and the app share them without one more request.
 * Decorative, always: the text or the control's label around it says what it means.
 */
export function Icon({ icon, slot, color, className }: Props) {
  const svg = icon.slice(icon.indexOf('<svg'));
  const classes = ['icon', color && `icon-${color}`, className].filter(Boolean).join(' ');
  return <span className={classes} slot={slot} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
