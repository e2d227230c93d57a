import { commonFontFamily } from '../fonts/pretendardCommon';
import { digitsFontFamily } from '../fonts/pretendardDigits';
import { fallbackFontFamily } from './fallbackFontFaces';

/**
 * The one place design decisions live. Components never read these values directly: they read the
 * CSS variables made from them (`vars` below), so a theme switch is an attribute, not a re-render.
 */
export const tokens = {
  color: {
    primary: '#1b64da',
    primaryHover: '#1957c2',
    primaryPressed: '#164aa6',
    primarySubtle: '#e8f0fe',
    primarySubtleHover: '#dbe7fd',
    primarySubtlePressed: '#cddcfb',
    onPrimary: '#ffffff',
    text: '#191f28',
    textSubtle: '#4e5968',
    // At least 4.5:1 on every surface it sits on, the page background included (AA for body text).
    textMuted: '#636e7b',
    textDisabled: '#8b95a1',
    background: '#f2f4f6',
    surface: '#ffffff',
    surfaceMuted: '#f9fafb',
    surfacePressed: '#eef1f4',
    border: '#e5e8eb',
    borderStrong: '#d1d6db',
    focusRing: '#1b64da',
    danger: '#d22030',
    dangerHover: '#bb1b2a',
    dangerPressed: '#a31724',
    dangerSubtle: '#fdecee',
    success: '#0f7553',
    successSubtle: '#e6f6ef',
    warning: '#9e5300',
    warningSubtle: '#fff3e0',
    star: '#f5a524',
    overlay: 'rgba(0, 19, 43, 0.58)',
    /** Dark surfaces on light pages: toasts, tooltips. */
    inverse: '#333d4b',
    onInverse: '#ffffff',
    /**
     * Chat: the dealer's bubble and the shopper's own. The dealer's is a white card with an outline,
     * so it stands out on the grey page and on a white surface alike.
     */
    bubbleDealer: '#ffffff',
    bubbleDealerBorder: '#d1d6db',
    bubbleShopper: '#1b64da',
    /**
     * The social login buttons, in each provider's brand colours (Kakao and Naver login design
     * guides): Kakao's yellow with its black speech bubble and the label at 85 % black; Naver's green
     * with its white N. Naver's label is dark too: white text on that green reads at 2.2:1.
     */
    kakao: '#fee500',
    kakaoHover: '#f4dc00',
    kakaoPressed: '#e9d100',
    kakaoSymbol: '#000000',
    onKakao: 'rgba(0, 0, 0, 0.85)',
    naver: '#03c75a',
    naverHover: '#02b853',
    naverPressed: '#02a94c',
    naverSymbol: '#ffffff',
    onNaver: 'rgba(0, 0, 0, 0.85)',
  },
  font: {
    family: `'${digitsFontFamily}', '${commonFontFamily}', 'Pretendard Variable', Pretendard, '${fallbackFontFamily}', -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif`,
    size: {
      xs: '12px',
      sm: '14px',
      md: '16px',
      lg: '18px',
      xl: '20px',
      xxl: '24px',
      display: '28px',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.3', normal: '1.5', relaxed: '1.7' },
  },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
  },
  radius: { sm: '6px', md: '10px', lg: '14px', xl: '20px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 27, 55, 0.08)',
    md: '0 4px 12px rgba(0, 27, 55, 0.1)',
    lg: '0 12px 32px rgba(0, 27, 55, 0.16)',
  },
  /** Lines: a hairline border, and a strong one (checked boxes, the tab's underline). */
  borderWidth: { thin: '1px', thick: '2px' },
  /** The keyboard focus ring every control draws, and its gap from the control. */
  focus: { ringWidth: '2px', ringOffset: '2px' },
  /** The sizes of the selection controls' parts, one per size and state they draw. */
  control: {
    checkboxSm: '20px',
    checkboxMd: '24px',
    radio: '22px',
    radioDot: '10px',
    switchWidth: '48px',
    switchHeight: '28px',
    switchThumb: '22px',
    swatch: '24px',
    /** A chosen colour swatch: a white gap, then a primary ring. */
    swatchSelectedGap: '2px',
    swatchSelectedRing: '2px',
    spinnerStrokeSm: '2px',
    spinnerStrokeMd: '3px',
    spinnerStrokeLg: '4px',
  },
  zIndex: { header: '10', navigation: '10', sheet: '40', dialog: '50', toast: '60' },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  layout: {
    appMaxWidth: '480px',
    headerHeight: '54px',
    navigationHeight: '59px',
    controlHeightSm: '36px',
    controlHeightMd: '48px',
    controlHeightLg: '56px',
    /** The smallest a touch target may be (WCAG 2.5.5 and platform guidelines). */
    touchTarget: '44px',
    dialogMaxWidth: '320px',
    /** The dealer console's sidebar on wide screens, and the most its content spreads beside it. */
    sidebarWidth: '240px',
    consoleContentMaxWidth: '1120px',
  },
} as const;

export type Tokens = typeof tokens;
