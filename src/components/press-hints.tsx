import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import './press-hints.css';

/** How long a finger rests on a button before its name shows (Android's long press is about as long). */
const LONG_PRESS_MS = 500;
/** A finger that moves this far is scrolling, not pressing. */
const MOVE_SLOP_PX = 10;
const SHOWN_MS = 2500;

type Hint = { text: string; x: number; y: number };

/**
 * What hover shows with a mouse (an icon button's title), a long press shows on a touch screen: the name in a
 * bubble above the button (issue 33 item 6). The press that showed it does nothing else: holding Delete to read
 * its name must not delete. One listener for the whole app; buttons opt in by having a title.
 */
export function PressHints() {
  const [hint, setHint] = useState<Hint | null>(null);
  const bubble = useRef<HTMLDivElement>(null);

  // Centred over the button, but kept 8 px inside the screen's sides (a row's last button sits at its edge).
  useLayoutEffect(() => {
    const el = bubble.current;
    if (!hint || !el) return;
    const width = el.offsetWidth;
    el.style.left = `${Math.min(Math.max(8, hint.x - width / 2), document.documentElement.clientWidth - 8 - width)}px`;
  }, [hint]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hide: ReturnType<typeof setTimeout> | undefined;
    let start: { x: number; y: number } | null = null;
    let swallowClick = false;
    let lastPointer = '';
    const titled = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('button[title], [role="button"][title]') : null);
    const cancel = () => {
      clearTimeout(timer);
      start = null;
    };
    const show = (button: HTMLElement) => {
      clearTimeout(timer);
      const box = button.getBoundingClientRect();
      swallowClick = true;
      setHint({ text: button.title, x: box.left + box.width / 2, y: box.top });
      clearTimeout(hide);
      hide = setTimeout(() => setHint(null), SHOWN_MS);
    };
    const down = (e: PointerEvent) => {
      lastPointer = e.pointerType;
      swallowClick = false;
      setHint(null);
      const button = e.pointerType === 'mouse' ? null : titled(e.target);
      if (!button?.title) return;
      start = { x: e.clientX, y: e.clientY };
      timer = setTimeout(() => show(button), LONG_PRESS_MS);
    };
    const move = (e: PointerEvent) => {
      if (start && Math.hypot(e.clientX - start.x, e.clientY - start.y) > MOVE_SLOP_PX) cancel();
    };
    const click = (e: MouseEvent) => {
      if (!swallowClick) return;
      swallowClick = false;
      e.preventDefault();
      e.stopPropagation();
    };
    // Where the browser reads a long press itself (Chrome on Android and in touch emulation), it asks for the
    // context menu, and cancels the pointer: the name shows then, in place of the menu or a text selection.
    const contextMenu = (e: Event) => {
      const button = titled(e.target);
      if (!button || (lastPointer !== 'touch' && lastPointer !== 'pen')) return;
      e.preventDefault();
      show(button);
    };
    const listeners: Array<[string, EventListener]> = [
      ['pointerdown', down as EventListener],
      ['pointermove', move as EventListener],
      ['pointerup', cancel],
      ['pointercancel', cancel],
      ['click', click as EventListener],
      ['contextmenu', contextMenu],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
    return () => {
      cancel();
      clearTimeout(hide);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    };
  }, []);

  if (!hint) return null;
  return (
    <div ref={bubble} className="press-hint" role="tooltip" data-testid="press-hint" style={{ top: `${hint.y}px` }}>
      {hint.text}
    </div>
  );
}
