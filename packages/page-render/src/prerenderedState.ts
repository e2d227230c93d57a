const elementId = 'prerendered-state';

/**
 * What a page rendered on the server hands to the browser (each app says what it holds), as a JSON
 * data block: not executed, so the Content-Security-Policy admits it without a hash. `<` is escaped
 * so that no text in the data (a review saying `</script>`) can end the block.
 */
export function prerenderedStateElement(state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${elementId}">${json}</script>`;
}

/** The state of the page the server rendered, or `null` when the browser renders it alone. */
export function readPrerenderedState<State>(document: Document): State | null {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as State;
  } catch {
    return null;
  }
}
