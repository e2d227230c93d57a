import type { ReactNode } from 'react';

interface IconShape {
  /** The shapes on a 24 × 24 grid. */
  shape: ReactNode;
  /** Line icons are stroked in the text colour; filled ones are painted with it. */
  filled?: boolean;
  strokeWidth?: number;
}

/** The star's outline on the 24 × 24 grid; the star rating draws a row of five from it. */
export const starPath =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

/** Every icon of the kit, once: 24 × 24 line icons in `currentColor` unless filled. */
export const iconShapes = {
  'chevron-left': { shape: <path d="M15 5l-7 7 7 7" />, strokeWidth: 2 },
  'chevron-down': { shape: <path d="M6 9l6 6 6-6" />, strokeWidth: 2 },
  'sort-ascending': { shape: <path d="M12 19V5M6 11l6-6 6 6" />, strokeWidth: 2 },
  'sort-descending': { shape: <path d="M12 5v14M6 13l6 6 6-6" />, strokeWidth: 2 },
  sortable: { shape: <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />, strokeWidth: 2 },
  close: { shape: <path d="M6 6l12 12M18 6L6 18" />, strokeWidth: 2 },
  search: {
    shape: (
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </>
    ),
    strokeWidth: 2,
  },
  bell: {
    shape: (
      <>
        <path d="M6 10a6 6 0 1 1 12 0v4l1.5 3h-15L6 14v-4z" />
        <path d="M10 20a2 2 0 0 0 4 0" />
      </>
    ),
  },
  check: { shape: <path d="M5 12.5l4.5 4.5L19 7.5" />, strokeWidth: 3 },
  dash: { shape: <path d="M6 12h12" />, strokeWidth: 3 },
  home: {
    shape: <path d="M4 10.5L12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1v-9.5z" />,
  },
  'quote-check': {
    shape: (
      <>
        <rect x="5" y="3" width="14" height="18" rx="2" />
        <path d="M9 12l2 2 4-4" />
      </>
    ),
  },
  history: {
    shape: (
      <>
        <rect x="5" y="3" width="14" height="18" rx="2" />
        <path d="M9 8h6M9 12h6M9 16h4" />
      </>
    ),
  },
  person: {
    shape: (
      <>
        <circle cx="12" cy="8.5" r="3.5" />
        <path d="M5 20c1-3.5 3.8-5.5 7-5.5s6 2 7 5.5" />
      </>
    ),
  },
  image: {
    shape: (
      <>
        <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
        <circle cx="9" cy="10" r="1.8" />
        <path d="m4 18 5-5 3.5 3.5L15 14l5 5" />
      </>
    ),
    strokeWidth: 1.5,
  },
  store: {
    shape: (
      <path d="M4 9.5V19a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1V9.5M3 9l1.6-4.2A1.2 1.2 0 0 1 5.7 4h12.6a1.2 1.2 0 0 1 1.1.8L21 9a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0Zm7 11v-5h4v5" />
    ),
    strokeWidth: 1.6,
  },
  star: { shape: <path d={starPath} />, filled: true },
  /** The wish toggle, off: an outlined heart. */
  heart: {
    shape: (
      <path d="M12 20.3s-7.6-4.5-9.2-9.3C1.7 7.7 3.9 4.5 7.3 4.5c2 0 3.7 1.1 4.7 2.8 1-1.7 2.7-2.8 4.7-2.8 3.4 0 5.6 3.2 4.5 6.5-1.6 4.8-9.2 9.3-9.2 9.3z" />
    ),
  },
  /** The wish toggle, on: the same heart filled. */
  'heart-filled': {
    shape: (
      <path d="M12 20.3s-7.6-4.5-9.2-9.3C1.7 7.7 3.9 4.5 7.3 4.5c2 0 3.7 1.1 4.7 2.8 1-1.7 2.7-2.8 4.7-2.8 3.4 0 5.6 3.2 4.5 6.5-1.6 4.8-9.2 9.3-9.2 9.3z" />
    ),
    filled: true,
  },
  /** Kakao's symbol: its speech bubble (the Kakao login button draws it in black). */
  kakao: {
    shape: (
      <path d="M12 3.5c-5.25 0-9.5 3.36-9.5 7.5 0 2.66 1.76 5 4.4 6.33l-.9 3.3c-.08.3.26.54.52.37l3.93-2.6c.5.06 1.02.1 1.55.1 5.25 0 9.5-3.36 9.5-7.5S17.25 3.5 12 3.5z" />
    ),
    filled: true,
  },
  /** Naver's N (the Naver login button draws it in white). */
  naver: {
    shape: <path d="M15.56 12.84L8.2 3.5H3.5v17h4.94v-9.34l7.36 9.34h4.7v-17h-4.94v9.34z" />,
    filled: true,
  },
} as const satisfies Record<string, IconShape>;

export type IconName = keyof typeof iconShapes;
export const iconNames = Object.keys(iconShapes) as IconName[];
