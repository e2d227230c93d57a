import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';
import { iconButtonVariants } from './IconButton.variants';
import { Icon } from '../Icon';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';

describe('IconButton', () => {
  it('is named by its label, not by its icon, and never submits by accident', () => {
    const { container } = render(<IconButton icon={<Icon name="close" />} label="닫기" />);
    const button = screen.getByRole('button', { name: '닫기' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', iconButtonVariants.variant.default);
    expect(button).toHaveAttribute('data-size', iconButtonVariants.size.default);
    expect(container.querySelector('[data-part="icon"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('runs from a click and from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton icon={<Icon name="close" />} label="닫기" onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton icon={<Icon name="close" />} label="닫기" disabled onClick={onClick} />);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it("becomes the app's link, with the same look, when given an address", () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a data-router-link href={`/app${href}`} {...rest}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <IconButton href="/alarm" variant="plain" icon={<Icon name="bell" />} label="알림 설정" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: '알림 설정' });
    expect(link).toHaveAttribute('href', '/app/alarm');
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('data-qm', 'icon-button');
    expect(link).not.toHaveAttribute('type');
  });

  it.each(iconButtonVariants.variant.values)('renders the %s variant', (variant) => {
    render(<IconButton icon={<Icon name="close" />} label="닫기" variant={variant} size="sm" />);
    const button = screen.getByRole('button', { name: '닫기' });
    expect(button).toHaveAttribute('data-variant', variant);
    expect(button).toHaveAttribute('data-size', 'sm');
  });
});
