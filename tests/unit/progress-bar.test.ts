import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from '../../src/components/progress-bar';

// The markup tests/e2e/progress-bar.spec.ts compares with Ionic's element: ARIA as ion-progress-bar sets it,
// the value as a scaled fill, clamped to 0–1 as Ionic clamps it.
const html = (props: Parameters<typeof ProgressBar>[0]) => renderToStaticMarkup(createElement(ProgressBar, props));

describe('ProgressBar', () => {
  it('reads as a progress bar from 0 to 1 with its value, and draws the value as a scaled fill', () => {
    expect(html({ value: 0.37, 'aria-label': 'cv.pdf progress' })).toBe(
      '<div role="progressbar" aria-valuemin="0" aria-valuemax="1" aria-valuenow="0.37" class="progress-bar progress-bar-determinate" aria-label="cv.pdf progress">' +
        '<div class="progress-bar-fill progress-bar-value" style="transform:scaleX(0.37)"></div></div>',
    );
  });

  it('clamps a value outside 0–1, as Ionic does', () => {
    expect(html({ value: 1.4 })).toContain('aria-valuenow="1"');
    expect(html({ value: 1.4 })).toContain('scaleX(1)');
    expect(html({ value: -0.2 })).toContain('aria-valuenow="0"');
    expect(html({ value: Number.NaN })).toContain('aria-valuenow="0"');
  });

  it('has no value while indeterminate, and two moving bars', () => {
    const markup = html({ type: 'indeterminate' });
    expect(markup).not.toContain('aria-valuenow');
    expect(markup).toContain('progress-bar-indeterminate');
    expect(markup.match(/class="progress-bar-fill"/g)).toHaveLength(2);
    expect(markup).toContain('progress-bar-primary');
    expect(markup).toContain('progress-bar-secondary');
  });

  it('passes aria-hidden and a test id through', () => {
    expect(html({ value: 0.5, 'aria-hidden': 'true', 'data-testid': 'cv-upload-progress' })).toMatch(/aria-hidden="true" data-testid="cv-upload-progress"/);
  });
});
