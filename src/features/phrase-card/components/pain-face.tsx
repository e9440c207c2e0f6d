interface PainFaceProps {
  /** 0 (no pain) to 10 (the worst). */
  score: number;
  size?: number;
}

/**
 * A face for a pain score, drawn: the mouth turns from a smile at 0 to a frown at 10, the brows
 * knit from 4, tears from 8, and the colour goes from green to red. Decorative: the number
 * beside it is the button's name.
 */
export function PainFace({ score, size = 40 }: PainFaceProps) {
  const level = Math.min(Math.max(score, 0), 10) / 10;
  const hue = Math.round(130 * (1 - level));
  // The mouth's curve: below the corners (a smile) at 0, above them (a frown) at 10.
  const mouthControl = 35 - 14 * level;
  const mouthY = 28 + 2 * level;
  const ink = '#1f1f1f';
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false">
      <circle
        cx="20"
        cy="20"
        r="18.5"
        fill={`hsl(${hue} 75% 72%)`}
        stroke={ink}
        strokeWidth="1.5"
      />
      <circle cx="14" cy="16" r="2.2" fill={ink} />
      <circle cx="26" cy="16" r="2.2" fill={ink} />
      {score >= 4 && (
        <g stroke={ink} strokeWidth="1.6" strokeLinecap="round">
          <line x1="10" y1={11 - level * 2} x2="17" y2={12 + level * 1.5} />
          <line x1="30" y1={11 - level * 2} x2="23" y2={12 + level * 1.5} />
        </g>
      )}
      {score >= 8 && (
        <path
          d="M12.5 20 q-1.6 3.2 0 4.2 q1.6 -1 0 -4.2 Z"
          fill="#1c7ed6"
          stroke="#1c7ed6"
          strokeWidth="0.8"
        />
      )}
      <path
        d={`M12 ${mouthY} Q20 ${mouthControl} 28 ${mouthY}`}
        fill="none"
        stroke={ink}
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
