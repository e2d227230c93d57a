export { ImagePicker } from './ImagePicker';
export type { ImagePickerProps } from './ImagePicker';
export { IMAGE_MAX_BYTES, defaultImageFileMessages, validateImageFile } from './validateImageFile';
export type { ImageFileMessages } from './validateImageFile';
