import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';
import { AppHeader } from './AppHeader';

describe('AppHeader', () => {
  it('shows the route title as the page heading with the notification link', () => {
    render(<AppHeader title="견적 확인" />);
    expect(screen.getByRole('heading', { level: 1, name: '견적 확인' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '알림 설정' })).toHaveAttribute(
      'href',
      '/notification-settings',
    );
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  });

  it('shows the logo as a link home instead of the title', () => {
    render(<AppHeader title="홈" showLogo />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('견적마켓');
    expect(heading).not.toHaveTextContent('홈');
    expect(screen.getByRole('link', { name: '견적마켓' })).toHaveAttribute('href', '/');
  });

  it('goes back from a click and from the keyboard', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(<AppHeader title="휴대폰 본인인증" onBack={onBack} />);
    const back = screen.getByRole('button', { name: '뒤로 가기' });
    await user.click(back);
    await user.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it('hides the notification link where the route asks, and points it elsewhere when told', () => {
    const { rerender } = render(<AppHeader title="알림 설정" showNotification={false} />);
    expect(screen.queryByRole('link', { name: '알림 설정' })).toBeNull();
    rerender(<AppHeader title="견적 내역" notificationHref="/alarm" />);
    expect(screen.getByRole('link', { name: '알림 설정' })).toHaveAttribute('href', '/alarm');
  });

  it('leaves out the heading rather than render an empty one', () => {
    render(<AppHeader onBack={() => {}} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
  });

  it('renders nothing when hidden', () => {
    const { container } = render(<AppHeader title="로그인" hidden />);
    expect(container).toBeEmptyDOMElement();
  });

  it("renders its links through the app's link component", () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a data-router-link href={`/app${href}`} {...rest}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <AppHeader showLogo />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: '견적마켓' })).toHaveAttribute('href', '/app/');
    expect(screen.getByRole('link', { name: '알림 설정' })).toHaveAttribute('data-router-link');
  });
});
