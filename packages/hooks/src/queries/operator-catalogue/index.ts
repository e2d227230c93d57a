// The operator console's catalogue and content: products with their subsidies and photos, and notices.
export { useAdminProducts, type AdminProductFilter } from './useAdminProducts';
export { useAdminProduct } from './useAdminProduct';
export { useAdminCategories } from './useAdminCategories';
export { useSaveAdminProduct, type ProductSave } from './useSaveAdminProduct';
export { useSetProductVisibility } from './useSetProductVisibility';
export { useUploadProductImage, type ProductImageUpload } from './useUploadProductImage';
export { useReorderProductImages, type ProductImageOrder } from './useReorderProductImages';
export { useDeleteProductImage } from './useDeleteProductImage';
export { useAdminNotices, type AdminNoticeFilter } from './useAdminNotices';
export { useAdminNotice } from './useAdminNotice';
export { useNoticePreview } from './useNoticePreview';
export { useSaveNotice, type NoticeSave } from './useSaveNotice';
export { usePublishNotice, type NoticePublication } from './usePublishNotice';
export { useAdminFaqs } from './useAdminFaqs';
export { useSaveFaq, type FaqSave } from './useSaveFaq';
export { usePublishFaq, type FaqPublication } from './usePublishFaq';
