import { useMutation } from '@tanstack/react-query';
import type { FileDownload } from '@quotemarket/contract';
import { useApiClient } from './ApiClientProvider';
import type { DownloadedFile, DownloadInput } from './createApiClient';

/** Hands a fetched file to the browser to save, under the name the server gave it. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL only after the click returns: freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface FileDownloadOptions {
  onError?: (error: Error) => void;
  /** How the file reaches the person: saved by the browser unless told otherwise. */
  save?: (file: DownloadedFile) => void;
}

/**
 * Downloads a contract file (`defineFileDownload`) with the caller's token, as a mutation: its
 * pending state for the button, its failure (the API's Korean message) for a toast.
 */
export function useFileDownload<D extends FileDownload>(
  file: D,
  input: DownloadInput<D>,
  { onError, save = saveFile }: FileDownloadOptions = {},
) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () => {
      const downloaded = await client.download(file, input);
      save(downloaded);
      return downloaded;
    },
    onError,
  });
}
