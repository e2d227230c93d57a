/**
 * A photo rule for the stories and tests, shaped as the buyer app passes its profile-photo rule
 * (JPG or PNG, at most 5 MB): the picker itself knows no file rule.
 */
export const sampleImageRule = {
  accept: 'image/jpeg,image/png',
  validate: (file: Pick<File, 'name' | 'size'>) => {
    if (!/\.(jpe?g|png)$/i.test(file.name)) return '지원하지 않는 파일 형식이에요.';
    if (file.size > 5 * 1024 * 1024) return '파일 크기는 5MB를 넘을 수 없어요.';
    return null;
  },
};
