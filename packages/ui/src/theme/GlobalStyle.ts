import { createGlobalStyle } from 'styled-components';
import { cssVariableDeclarations, vars } from '../tokens/css-variables';
import { fallbackFontFaceRules } from '../tokens/fallbackFontFaces';

const declarations = cssVariableDeclarations();
const fallbackFaces = fallbackFontFaceRules();

export const GlobalStyle = createGlobalStyle`
  ${fallbackFaces}

  :root {
    ${declarations}
    color-scheme: light;
  }

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${vars.color.background};
    color: ${vars.color.text};
    font-family: ${vars.font.family};
    font-size: ${vars.font.size.md};
    line-height: ${vars.font.lineHeight.normal};
    /* Korean breaks between words, not inside them. */
    word-break: keep-all;
    overflow-wrap: anywhere;
    -webkit-font-smoothing: antialiased;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  img {
    max-width: 100%;
    display: block;
  }

  :focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
