import type { ComponentProps, HTMLAttributes, Ref } from 'react';
import { Link } from 'react-router-dom';
import './card.css';

const classes = (own: string, className?: string) => (className ? `${own} ${className}` : own);

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: a section when the card has a heading of its own that names it. */
  as?: 'div' | 'section' | 'article';
  /** A route in the app: the whole card is a react-router link. */
  to?: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The app's one card (docs/decisions/075): plain elements in Material's look (card.css), drawn from Ionic's CSS
 * variables. Card, CardHeader, CardTitle, CardSubtitle and CardContent nest as IonCard's parts did.
 */
export function Card({ as: Tag = 'div', to, className, ref, ...rest }: CardProps) {
  if (to !== undefined) return <Link to={to} className={classes('card card-link', className)} {...rest} />;
  return <Tag ref={ref} className={classes('card', className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={classes('card-header', className)} {...rest} />;
}

/** A heading, level 2 as IonCardTitle's was unless `level` says otherwise. */
export function CardTitle({ level = 2, className, ...rest }: ComponentProps<'h2'> & { level?: 2 | 3 }) {
  const Tag = level === 3 ? 'h3' : 'h2';
  return <Tag className={classes('card-title', className)} {...rest} />;
}

export function CardSubtitle({ className, ...rest }: ComponentProps<'p'>) {
  return <p className={classes('card-subtitle', className)} {...rest} />;
}

export function CardContent({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={classes('card-content', className)} {...rest} />;
}
