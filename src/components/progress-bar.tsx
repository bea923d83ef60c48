import type { AriaAttributes } from 'react';
import './progress-bar.css';

type Props = AriaAttributes & {
  /** 0 to 1; ignored when indeterminate. */
  value?: number;
  type?: 'determinate' | 'indeterminate';
  className?: string;
  'data-testid'?: string;
};

/**
 * The app's one progress bar, drawn as IonProgressBar (md) without its element (progress-bar.css, docs/decisions/048):
 * the same track, bar, animation and ARIA (`role="progressbar"`, a value from 0 to 1 while determinate). Ionic's
 * came to a sixth of the petition page's code, for bars that show only while something uploads.
 */
export function ProgressBar({ value = 0, type = 'determinate', className, ...rest }: Props) {
  const classes = ['progress-bar', `progress-bar-${type}`, className ?? ''].filter(Boolean).join(' ');
  // A fraction of nothing (0 of 0 bytes) reads as nothing done, not as NaN.
  const shown = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
  return (
    <div role="progressbar" aria-valuemin={0} aria-valuemax={1} aria-valuenow={type === 'determinate' ? shown : undefined} className={classes} {...rest}>
      {type === 'indeterminate' ? (
        <>
          <div className="progress-bar-primary">
            <span className="progress-bar-fill" />
          </div>
          <div className="progress-bar-secondary">
            <span className="progress-bar-fill" />
          </div>
        </>
      ) : (
        <div className="progress-bar-fill progress-bar-value" style={{ transform: `scaleX(${shown})` }} />
      )}
    </div>
  );
}
