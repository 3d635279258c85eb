import { type PointerEvent, useState } from 'react';

const LENS = 150;
const ZOOM = 2;

const lensOff = () =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
  window.matchMedia('(pointer: coarse)').matches;

/**
 * A picture with a 150 px round lens that follows the pointer at 2×: the lens is the same picture
 * as a background, scaled and shifted (no canvas, no copy). Off with reduced motion or touch.
 */
export function Magnifier({ src, alt }: { src: string; alt: string }) {
  const [at, setAt] = useState<{ x: number; y: number; width: number; height: number } | null>(null);
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch' || lensOff()) return;
    const box = event.currentTarget.getBoundingClientRect();
    setAt({ x: event.clientX - box.left, y: event.clientY - box.top, width: box.width, height: box.height });
  };
  return (
    <div className="jimu-showcase-magnifier" onPointerMove={move} onPointerLeave={() => setAt(null)}>
      <img src={src} alt={alt} loading="lazy" />
      {at && (
        <div
          className="jimu-showcase-lens"
          data-testid="showcase-card-lens"
          aria-hidden
          style={{
            left: at.x - LENS / 2,
            top: at.y - LENS / 2,
            backgroundImage: `url("${src}")`,
            backgroundSize: `${at.width * ZOOM}px ${at.height * ZOOM}px`,
            backgroundPosition: `${LENS / 2 - at.x * ZOOM}px ${LENS / 2 - at.y * ZOOM}px`,
          }}
        />
      )}
    </div>
  );
}
