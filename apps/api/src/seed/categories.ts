import type { categories } from '../db/schema';

type NewCategory = typeof categories.$inferInsert;

/** The spec's main categories, with its ids and route names (id 8 is Health/Beauty, "Health" in routes). */
export const seedMainCategories: NewCategory[] = [
  {
    id: 1,
    nameEn: 'Mobile Phones',
    nameKo: '휴대폰',
    displayOrder: 1,
    image: '/media/categories/phone.svg',
  },
  {
    id: 2,
    nameEn: 'Internet',
    nameKo: '인터넷',
    displayOrder: 2,
    image: '/media/categories/internet.svg',
  },
  {
    id: 3,
    nameEn: 'Water Purifier',
    nameKo: '정수기',
    displayOrder: 3,
    image: '/media/categories/water-purifier.svg',
  },
  {
    id: 7,
    nameEn: 'Home Appliances',
    nameKo: '생활가전',
    displayOrder: 4,
    image: '/media/categories/home-appliances.svg',
  },
  {
    id: 8,
    nameEn: 'Health',
    nameKo: '헬스/뷰티',
    displayOrder: 5,
    image: '/media/categories/health.svg',
  },
];
