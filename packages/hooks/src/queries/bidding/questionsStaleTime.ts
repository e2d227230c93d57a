/** Questions change only when an operator edits them, so a wizard session can keep its copy. */
export const questionsStaleTime = 10 * 60_000;
