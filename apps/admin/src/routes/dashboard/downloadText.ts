/** Hands the browser a text file to save, as a link with `download` would. */
export function downloadText(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click starts the download on the next task; the address is let go after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
