/** Small inline icons (no icon font, no download); always decorative: the text next to them carries the meaning. */
interface IconProps {
  className?: string;
}

/** What every icon's <svg> carries (ExternalLink.tsx draws its own icon with it). */
export const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export function InfoIcon(props: IconProps) {
  return (
    <svg {...common} className={props.className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </svg>
  );
}

export function SuccessIcon(props: IconProps) {
  return (
    <svg {...common} className={props.className}>
      <circle cx="12" cy="12" r="10" />
      <path d="m8 12 3 3 5-6" />
    </svg>
  );
}

export function ErrorIcon(props: IconProps) {
  return (
    <svg {...common} className={props.className}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6M12 16.5h.01" />
    </svg>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <svg {...common} className={props.className}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <svg {...common} className={props.className}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

export function MonitorIcon(props: IconProps) {
  return (
    <svg {...common} className={props.className}>
      <rect x="2" y="3" width="20" height="14" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </svg>
  );
}
