export interface Bullet {
  id: number;
  text: string;
  /** Vertical lane, 0-based. */
  lane: number;
}

/**
 * The danmaku overlay: each bullet flies right to left in 6 s (a CSS animation, paused with the
 * video) and is removed when its animation ends.
 */
export function Danmaku({
  bullets,
  paused,
  onDone,
}: {
  bullets: Bullet[];
  paused: boolean;
  onDone(id: number): void;
}) {
  return (
    <div
      className={`jimu-showcase-player-danmaku${paused ? ' jimu-showcase-player-paused' : ''}`}
      data-testid="showcase-player-danmaku"
      aria-live="polite"
    >
      {bullets.map((bullet) => (
        <span
          key={bullet.id}
          className="jimu-showcase-player-bullet"
          style={{ top: 8 + bullet.lane * 28 }}
          onAnimationEnd={() => onDone(bullet.id)}
        >
          {bullet.text}
        </span>
      ))}
    </div>
  );
}
