import { useEffect, useRef } from 'react';

export type Strokes = number[][][];

/**
 * A pad to draw a signature with a finger, a pen or a mouse (pointer events). Strokes are kept in the pad's
 * own coordinates, 0–1 across and down, so the signed PDF draws them at any size.
 */
export function SignaturePad({ strokes, onChange, disabled }: { strokes: Strokes; onChange: (s: Strokes) => void; disabled?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<number[][] | null>(null);
  const latest = useRef(strokes);
  latest.current = strokes;

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const { width, height } = el.getBoundingClientRect();
    el.width = Math.round(width * devicePixelRatio);
    el.height = Math.round(height * devicePixelRatio);
    ctx.scale(devicePixelRatio, devicePixelRatio);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#0b1f4d';
    for (const stroke of strokes) {
      ctx.beginPath();
      stroke.forEach(([x = 0, y = 0], i) => (i === 0 ? ctx.moveTo(x * width, y * height) : ctx.lineTo(x * width, y * height)));
      ctx.stroke();
    }
  }, [strokes]);

  const pointAt = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    return [clamp((e.clientX - r.left) / r.width), clamp((e.clientY - r.top) / r.height)];
  };

  return (
    <canvas
      ref={canvas}
      className="signature-pad"
      data-testid="signature-pad"
      aria-label="Draw your signature here"
      role="img"
      onPointerDown={(e) => {
        if (disabled) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        drawing.current = [pointAt(e)];
        onChange([...latest.current, drawing.current]);
      }}
      onPointerMove={(e) => {
        if (!drawing.current) return;
        drawing.current.push(pointAt(e));
        onChange([...latest.current.slice(0, -1), [...drawing.current]]);
      }}
      onPointerUp={() => {
        drawing.current = null;
      }}
      onPointerCancel={() => {
        drawing.current = null;
      }}
    />
  );
}
