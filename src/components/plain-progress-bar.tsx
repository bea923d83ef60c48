import type { AriaAttributes } from 'react';
import './plain-progress-bar.css';

type Props = AriaAttributes & {
  /** 0 to 1; ignored when indeterminate. */
  value?: number;
  type?: 'determinate' | 'indeterminate';
  className?: string;
  'data-testid'?: string;
};

/**
 * A progress bar drawn as IonProgressBar (md) without its element (plain-progress-bar.css, docs/decisions/048): the
 * same track, bar, animation and ARIA (`role="progressbar"`, a value from 0 to 1 while determinate). Ionic's came
 * to a sixth of the petition page's code, for bars that show only while something uploads.
 */
export function PlainProgressBar({ value = 0, type = 'determinate', className, ...rest }: Props) {
  const classes = ['plain-progress-bar', `plain-progress-bar-${type}`, className ?? ''].filter(Boolean).join(' ');
  // A fraction of nothing (0 of 0 bytes) reads as nothing done, not as NaN.
  const shown = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  return (
    <div role="progressbar" aria-valuemin={0} aria-valuemax={1} aria-valuenow={type === 'determinate' ? shown : undefined} className={classes} {...rest}>
      {type === 'indeterminate' ? (
        <>
          <div className="plain-progress-bar-primary">
            <span className="plain-progress-bar-fill" />
          </div>
          <div className="plain-progress-bar-secondary">
            <span className="plain-progress-bar-fill" />
          </div>
        </>
      ) : (
        <div className="plain-progress-bar-fill plain-progress-bar-value" style={{ transform: `scaleX(${shown})` }} />
      )}
    </div>
  );
}
