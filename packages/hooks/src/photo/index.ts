// A profile photo: whether the camera may open, and the image file the buyer picked.
export { checkCameraAccess, type CameraPermissions } from './checkCameraAccess';
export { useImageFile, type ImageFile } from './useImageFile';
