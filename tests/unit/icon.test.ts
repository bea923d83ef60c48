import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkmarkCircle, trashOutline } from 'ionicons/icons';
import { Icon } from '../../src/components/icon';

const html = (props: Parameters<typeof Icon>[0]) => renderToStaticMarkup(createElement(Icon, props));

describe('Icon', () => {
  it('inlines the ionicons SVG itself, hidden from screen readers, in the slot IonButton spaces it by', () => {
    const markup = html({ icon: trashOutline, slot: 'icon-only' });
    expect(markup).toMatch(/^<span class="icon" slot="icon-only" aria-hidden="true"><svg /);
    expect(markup).not.toContain('data:image');
  });

  it("takes Ionic's palette colour by name, beside the caller's own class", () => {
    expect(html({ icon: checkmarkCircle, color: 'success', className: 'row-icon' })).toMatch(/^<span class="icon icon-success row-icon" aria-hidden="true">/);
  });
});
