export { AlertDialog, ConfirmDialog, Dialog, DialogClose } from './Dialog';
export type { AlertDialogProps, ConfirmDialogProps, DialogProps } from './Dialog';
export { confirmDialogVariants } from './Dialog.variants';
export type { ConfirmDialogTone } from './Dialog.variants';
