/** Small line icons for stories and for the kit's own controls; all decorative (aria-hidden by the caller). */
import type { ReactNode } from 'react';

/** The one stroke style every line icon shares; only its shapes differ. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
export function CloseIcon() {
  return (
    <LineIcon>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}

export function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </LineIcon>
  );
}

export function BackIcon() {
  return (
    <LineIcon>
      <path d="M15 5l-7 7 7 7" />
    </LineIcon>
  );
}

export function BellIcon() {
  return (
    <LineIcon>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0" />
    </LineIcon>
  );
}
