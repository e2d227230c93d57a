import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; the local-disk one is the default, a cloud bucket would be another. */
export interface FileStorage {
  /** Stores the bytes and answers the public URL path they are served at. */
  save(bytes: Uint8Array, extension: string, folder: string): Promise<string>;
  /** Removes a file saved earlier (by its URL); unknown URLs are ignored. */
  remove(url: string): Promise<void>;
}

export const uploadsUrlPrefix = '/media/uploads/';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async save(bytes: Uint8Array, extension: string, folder: string): Promise<string> {
    const name = `${randomUUID()}.${extension}`;
    const directory = path.join(this.root, folder);
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, name), bytes);
    return `${uploadsUrlPrefix}${folder}/${name}`;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(uploadsUrlPrefix)) return;
    const relative = url.slice(uploadsUrlPrefix.length);
    const target = path.resolve(this.root, relative);
    // Never follow a crafted URL out of the uploads folder.
    if (!target.startsWith(path.resolve(this.root) + path.sep)) return;
    await unlink(target).catch(() => undefined);
  }
}
