import type { SeedSubCategory } from './types';

/** Sub-categories under the main categories. Ids 126 (air purifier) and 134 (bidet) are named by the spec. */
export const seedSubCategories: SeedSubCategory[] = [
  { id: 101, parentId: 1, nameKo: '삼성 갤럭시', nameEn: 'Samsung Galaxy' },
  { id: 102, parentId: 1, nameKo: '애플 아이폰', nameEn: 'Apple iPhone' },
  { id: 301, parentId: 3, nameKo: '직수형 정수기', nameEn: 'Direct-flow Water Purifier' },
  { id: 302, parentId: 3, nameKo: '냉온정수기', nameEn: 'Hot and Cold Water Purifier' },
  { id: 126, parentId: 7, nameKo: '공기청정기', nameEn: 'Air Purifier' },
  { id: 134, parentId: 7, nameKo: '비데', nameEn: 'Bidet' },
  { id: 701, parentId: 7, nameKo: '세탁기·건조기', nameEn: 'Washer and Dryer' },
  { id: 702, parentId: 7, nameKo: '냉장고', nameEn: 'Refrigerator' },
  { id: 801, parentId: 8, nameKo: '안마의자', nameEn: 'Massage Chair' },
  { id: 802, parentId: 8, nameKo: '뷰티 디바이스', nameEn: 'Beauty Device' },
];
