import { describe, expect, it } from 'vitest';
import {
  internetProductName,
  internetSpeedLabel,
  isInternetProduct,
  productDisplayName,
} from './products';

describe('product names', () => {
  it('names an internet plan by carrier, speed and set', () => {
    const plan = {
      productName: 'internet-500',
      newsAgencyProperty: 'SK브로드밴드',
      internetProperty: '500MB',
      productType: '인터넷+TV',
    };
    expect(isInternetProduct(plan)).toBe(true);
    expect(productDisplayName(plan)).toBe('SK브로드밴드 > 500M > 인터넷+TV');
  });

  it('shows speeds as carriers advertise them, never as megabytes', () => {
    expect(internetSpeedLabel('100MB')).toBe('100M');
    expect(internetSpeedLabel('500MB')).toBe('500M');
    expect(internetSpeedLabel('1GB')).toBe('1기가');
    expect(internetSpeedLabel('10GB')).toBe('10기가');
    expect(internetSpeedLabel('최대 2.5기가')).toBe('최대 2.5기가');
  });

  it('skips empty parts, and falls back to the product name', () => {
    expect(internetProductName('KT', ' ', null)).toBe('KT');
    expect(productDisplayName({ productName: '요금제', internetProperty: '' })).toBe('요금제');
  });

  it('names any other product by its name', () => {
    const phone = { productName: '갤럭시 S25', internetProperty: null };
    expect(isInternetProduct(phone)).toBe(false);
    expect(productDisplayName(phone)).toBe('갤럭시 S25');
  });
});
