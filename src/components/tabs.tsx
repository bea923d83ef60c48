import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import './tabs.css';

type Tab<V extends string> = { value: V; label: string };

type Props<V extends string> = {
  tabs: readonly Tab<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The list's accessible name; or name it with `labelledBy`. */
  label?: string;
  labelledBy?: string;
  className?: string;
  /** Each tab's id, for its panel's aria-labelledby. */
  tabId?: (value: V) => string;
  /** The panel the tabs show. Without one the list is a choice of one value: a radio group (see below). */
  panelId?: string;
  testId?: (value: V) => string;
};

/**
 * The app's one segmented control (docs/decisions/075), in the look of Ionic's md segment (tabs.css). With a panel it
 * is a WAI-ARIA tab list with manual activation, as IonSegment was: one tab stop, arrow keys, Home and End move the
 * focus, Enter or Space chooses (a tab's content may have to load, so moving the focus does not). Without one it is a
 * radio group, where moving the focus chooses, as a radio group's arrow keys do.
 */
export function Tabs<V extends string>({ tabs, value, onChange, label, labelledBy, className, tabId, panelId, testId = (v) => `tab-${v}` }: Props<V>) {
  const radio = panelId === undefined;
  const role = radio ? 'radio' : 'tab';
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>(`[role="${role}"]`) ?? [])];
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
    if (radio) onChange(tabs[to]!.value);
  };

  // Focus that leaves the list comes back to the chosen tab, wherever the arrow keys left the tab stop.
  const onBlur = (event: FocusEvent<HTMLButtonElement>) => {
    if (!list.current || list.current.contains(event.relatedTarget as Node | null)) return;
    for (const b of list.current.querySelectorAll<HTMLButtonElement>(`[role="${role}"]`)) b.tabIndex = b.dataset.chosen === 'true' ? 0 : -1;
  };

  return (
    <div ref={list} role={radio ? 'radiogroup' : 'tablist'} aria-label={label} aria-labelledby={labelledBy} className={className ? `tabs ${className}` : 'tabs'}>
      {tabs.map((t) => {
        const chosen = t.value === value;
        return (
          <button
            key={t.value}
            type="button"
            role={role}
            id={tabId?.(t.value)}
            aria-selected={radio ? undefined : chosen}
            aria-checked={radio ? chosen : undefined}
            aria-controls={panelId}
            tabIndex={chosen ? 0 : -1}
            className="tab"
            data-chosen={chosen}
            data-testid={testId(t.value)}
            onClick={() => onChange(t.value)}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          >
            <span className="tab-label">{t.label}</span>
          </button>
        );
      })}
    </div>
  );
}
