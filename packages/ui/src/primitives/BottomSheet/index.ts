export { BottomSheet, BottomSheetClose } from './BottomSheet';
export type { BottomSheetProps } from './BottomSheet';
