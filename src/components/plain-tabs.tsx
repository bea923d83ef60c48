import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import './plain-tabs.css';

type PlainTab<V extends string> = { value: V; label: string };

type Props<V extends string> = {
  tabs: readonly PlainTab<V>[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  className?: string;
  /** Each tab's id, for its panel's aria-labelledby. */
  tabId: (value: V) => string;
  panelId: string;
};

/**
 * A tab list drawn as Ionic's md segment (plain-tabs.css, docs/decisions/047). The keyboard works as on a WAI-ARIA
 * tab list with manual activation, as IonSegment does: one tab stop, arrow keys, Home and End move the focus, Enter
 * or Space chooses (a tab's content may have to load, so moving the focus does not).
 */
export function PlainTabs<V extends string>({ tabs, value, onChange, label, className, tabId, panelId }: Props<V>) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(event.currentTarget);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next: Record<string, number> = {
      ArrowRight: rtl ? at - 1 : at + 1,
      ArrowLeft: rtl ? at + 1 : at - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    const to = (next[event.key]! + buttons.length) % buttons.length;
    buttons.forEach((b, i) => (b.tabIndex = i === to ? 0 : -1));
    buttons[to]?.focus();
  };

  // Focus that leaves the list comes back to the chosen tab, wherever the arrow keys left the tab stop.
  const onBlur = (event: FocusEvent<HTMLButtonElement>) => {
    if (!list.current || list.current.contains(event.relatedTarget as Node | null)) return;
    for (const b of list.current.querySelectorAll<HTMLButtonElement>('[role="tab"]')) b.tabIndex = b.getAttribute('aria-selected') === 'true' ? 0 : -1;
  };

  return (
    <div ref={list} role="tablist" aria-label={label} className={`plain-segment ${className ?? ''}`}>
      {tabs.map((t) => {
        const chosen = t.value === value;
        return (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={tabId(t.value)}
            aria-selected={chosen}
            aria-controls={panelId}
            tabIndex={chosen ? 0 : -1}
            className="plain-segment-button"
            data-testid={`tab-${t.value}`}
            onClick={() => onChange(t.value)}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          >
            <span className="plain-segment-label">{t.label}</span>
          </button>
        );
      })}
    </div>
  );
}
