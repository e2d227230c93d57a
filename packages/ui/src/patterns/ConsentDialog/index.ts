export { ConsentDialog } from './ConsentDialog';
export type { ConsentDialogProps, ConsentLine } from './ConsentDialog';
