import '@quotemarket/ui/global.css';
import '@quotemarket/ui/fonts';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  decorators: [
    (Story) => (
      <div lang="ko" style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Any axe violation fails the story's test, not only a warning in the panel.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: '모바일 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        wide: {
          name: '넓은 화면 1024',
          styles: { width: '1024px', height: '768px' },
          type: 'desktop',
        },
      },
    },
    initialGlobals: { viewport: { value: 'mobile', isRotated: false } },
  },
  tags: ['autodocs'],
};

export default preview;
