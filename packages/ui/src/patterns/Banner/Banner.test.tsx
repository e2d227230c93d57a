import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';
import { bannerVariants } from './Banner.variants';

describe('Banner', () => {
  it('shows the title as a heading and the description', () => {
    render(<Banner title="어떤 휴대폰을 찾으세요?" description="모델명으로 검색해 보세요." />);
    expect(
      screen.getByRole('heading', { level: 2, name: '어떤 휴대폰을 찾으세요?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('모델명으로 검색해 보세요.')).toBeInTheDocument();
  });

  it('uses the chosen heading level and tone', () => {
    const { container } = render(
      <Banner title="갤럭시 S25, 최저가 견적을 받아 볼까요?" headingLevel={1} tone="neutral" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '갤럭시 S25, 최저가 견적을 받아 볼까요?',
    );
    expect(container.querySelector('[data-qm="banner"]')).toHaveAttribute('data-tone', 'neutral');
  });

  it('defaults to the primary tone', () => {
    const { container } = render(<Banner title="제목" />);
    expect(container.querySelector('[data-qm="banner"]')).toHaveAttribute(
      'data-tone',
      bannerVariants.tone.default,
    );
  });

  it('treats the image as decorative and drops it when it fails', () => {
    const { container } = render(<Banner title="정수기" imageSrc="/broken.png" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders its action', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Banner
        title="갤럭시 S25, 최저가 견적을 받아 볼까요?"
        action={
          <button type="button" onClick={onClick}>
            다시 선택
          </button>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: '다시 선택' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
