export { ToastProvider } from './Toast';
export type { ToastProviderProps } from './Toast';
export { useToast } from './useToast';
export type { ToastApi, ToastOptions } from './useToast';
export { toastVariants } from './Toast.variants';
export type { ToastTone } from './Toast.variants';
