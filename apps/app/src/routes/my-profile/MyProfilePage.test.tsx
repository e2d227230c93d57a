import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyInfo } from '@quotemarket/contract/testing';
import {
  getCompanyInfo,
  getProfile,
  logout,
  profileImageMessages,
  updateProfile,
  type Profile,
} from '@quotemarket/contract';
import { paths } from '../../paths';
import { RequireLogin } from '../../shell/RequireLogin';
import type { AppRouteObject } from '../../shell/routeMeta';
import {
  apiErrorResponse,
  mockEndpoint,
  renderApp,
  setupMswServer,
  silenceConsoleErrors,
  type RenderAppOptions,
} from '../../testing/renderApp';
import { createAppRoutes, routes } from '../routes';
import { myProfileRoutes } from './routes';

const server = setupMswServer();

// Page chunks compile on first import; the login page is where a visitor without a token lands.
beforeAll(async () => {
  await Promise.all([import('./MyProfilePage'), import('../login/LoginPage')]);
});

// jsdom has no object URLs; the photo picker previews a chosen file with one.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:chosen-photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    profileImage: '/media/uploads/profiles/old.png',
    firstName: '김지현',
    provider_id: '견적왕',
    nickname: '견적왕',
    provider: 'kakao',
    email: 'j@example.com',
    phoneNumber: '01012345678',
    ...overrides,
  };
}

function serveProfile(answer: Profile = profile()) {
  const mock = mockEndpoint(getProfile, answer);
  server.use(mock.handler, mockEndpoint(getCompanyInfo, companyInfo()).handler);
  return mock;
}

// The page inside the real shell and guard; home and login stand in for the pages it leads to.
const pages: AppRouteObject[] = [
  { index: true, element: <p>홈 화면</p> },
  { path: 'login', element: <p>로그인 화면</p> },
  { element: <RequireLogin />, children: myProfileRoutes },
];

function renderMyProfile(options: Omit<RenderAppOptions, 'entries' | 'api'> = {}) {
  return renderApp(createAppRoutes(pages), {
    entries: [paths.myProfile()],
    api: 'msw',
    token: 'buyer-token',
    ...options,
  });
}

const photoInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('[data-qm="image-picker"] input[data-part="input"]')!;

function fileOf(name: string, type: string, size = 2048) {
  const file = new File(['photo'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('MY profile page', () => {
  it('shows the photo, name, nickname and the account signed in with, under the MY tab', async () => {
    serveProfile();
    renderMyProfile();
    expect(await screen.findByRole('heading', { level: 2, name: '김지현' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'MY' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '김지현님의 프로필 사진' })).toHaveAttribute(
      'src',
      '/media/uploads/profiles/old.png',
    );
    const header = screen.getByRole('region', { name: '내 프로필' });
    expect(within(header).getByText('견적왕')).toBeInTheDocument();
    expect(within(header).getByText('카카오 계정으로 로그인했어요')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(within(tabs).getByRole('link', { name: 'MY' })).toHaveAttribute('aria-current', 'page');
  });

  it('cuts a nickname longer than 20 characters with an ellipsis', async () => {
    const long = '가나다라마바사아자차카타파하가나다라마바사아';
    serveProfile(profile({ nickname: long, provider_id: long, provider: 'naver' }));
    const { container } = renderMyProfile();
    await screen.findByRole('heading', { level: 2, name: '김지현' });
    const nickname = container.querySelector('[data-part="nickname"]')!;
    expect(nickname).toHaveTextContent(/^가나다라마바사아자차카타파하가나다라마바…$/);
    expect(nickname).toHaveAttribute('title', long);
    expect(screen.queryByText(long)).not.toBeInTheDocument();
    expect(screen.getByText('네이버 계정으로 로그인했어요')).toBeInTheDocument();
  });

  it('links the menu to its pages', async () => {
    serveProfile();
    renderMyProfile();
    await screen.findByRole('heading', { level: 2, name: '김지현' });
    const hrefs = (name: string) =>
      within(screen.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs('내 활동')).toEqual([
      ['내 리뷰', paths.myReview()],
      ['신고 내역', paths.myReports()],
      ['알림 설정', paths.notificationSettings()],
      ['내 정보 수정', paths.myInfoEdit()],
    ]);
    expect(hrefs('고객 지원')).toEqual([
      ['공지사항', paths.noticeList()],
      ['자주 묻는 질문', paths.faq()],
      ['1:1 문의', paths.inquiry()],
    ]);
    expect(hrefs('약관 및 정책')).toEqual([
      ['서비스 이용약관', paths.terms('use-terms')],
      ['운영정책', paths.terms('policy')],
      ['개인정보 처리방침', paths.terms('privacy-policy')],
    ]);
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
  });

  it('ends with the company footer, its 1:1 문의 link included', async () => {
    serveProfile();
    renderMyProfile();
    const footer = await screen.findByRole('region', { name: '사업자 정보' });
    expect(footer).toHaveTextContent('사업자등록번호123-45-67891');
    expect(footer).toHaveTextContent('통신판매중개자로서 통신판매의 당사자가 아니에요.');
    expect(within(footer).getByRole('link', { name: '1:1 문의' })).toHaveAttribute(
      'href',
      paths.inquiry(),
    );
  });

  it('refuses a photo of another format or over 5 MB before sending anything', async () => {
    serveProfile();
    const upload = mockEndpoint(updateProfile, profile());
    server.use(upload.handler);
    const user = userEvent.setup({ applyAccept: false });
    const { container } = renderMyProfile();
    await screen.findByRole('heading', { level: 2, name: '김지현' });
    expect(photoInput(container)).toHaveAttribute('accept', 'image/jpeg,image/png');

    await user.upload(photoInput(container), fileOf('me.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '지원하지 않는 파일 형식이에요. JPG, PNG 파일만 올릴 수 있어요.',
    );
    await user.upload(photoInput(container), fileOf('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('파일 크기는 5MB를 넘을 수 없어요.');
    expect(upload.calls).toHaveLength(0);
    expect(screen.getByRole('img', { name: '김지현님의 프로필 사진' })).toHaveAttribute(
      'src',
      '/media/uploads/profiles/old.png',
    );
  });

  it('uploads a good photo and shows the saved one', async () => {
    serveProfile();
    const upload = mockEndpoint(
      updateProfile,
      profile({ profileImage: '/media/uploads/profiles/new.jpg' }),
    );
    server.use(upload.handler);
    const user = userEvent.setup();
    const { container } = renderMyProfile();
    await screen.findByRole('heading', { level: 2, name: '김지현' });

    await user.upload(photoInput(container), fileOf('me.jpg', 'image/jpeg'));
    expect(await screen.findByText('프로필 사진을 바꿨어요.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '김지현님의 프로필 사진' })).toHaveAttribute(
        'src',
        '/media/uploads/profiles/new.jpg',
      ),
    );
    expect(upload.calls).toHaveLength(1);
    expect(upload.calls[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    // The form's one field is the photo (jsdom's File loses its name and bytes on the way to MSW).
    expect(upload.calls[0]?.body).toMatch(
      /name="profileImage"; filename="[^"]+"\r\nContent-Type: image\/jpeg/,
    );
  });

  it("shows the server's reason when the photo is refused, and the old photo again", async () => {
    serveProfile();
    server.use(
      mockEndpoint(updateProfile, () => apiErrorResponse(400, profileImageMessages.tooLarge))
        .handler,
    );
    silenceConsoleErrors();
    const user = userEvent.setup();
    const { container } = renderMyProfile();
    await screen.findByRole('heading', { level: 2, name: '김지현' });
    await user.upload(photoInput(container), fileOf('me.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('파일 크기는 5MB를 넘을 수 없어요.');
    expect(screen.getByRole('img', { name: '김지현님의 프로필 사진' })).toHaveAttribute(
      'src',
      '/media/uploads/profiles/old.png',
    );
  });

  it('says the camera cannot be used when its permission is refused', async () => {
    serveProfile();
    const query = vi.fn(async () => ({ state: 'denied' }));
    vi.stubGlobal('navigator', { ...navigator, permissions: { query } });
    const user = userEvent.setup();
    const { container } = renderMyProfile();
    await screen.findByRole('heading', { level: 2, name: '김지현' });
    const camera = container.querySelector<HTMLInputElement>('[data-part="camera-input"]')!;
    const opened = vi.spyOn(camera, 'click');
    await user.click(screen.getByRole('button', { name: '사진 찍기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '카메라를 쓸 수 없어요. 설정에서 권한을 허용해 주세요.',
    );
    expect(opened).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('logs out after a confirmation, naming the device, then goes home signed out', async () => {
    serveProfile();
    const signOut = mockEndpoint(logout, null);
    server.use(signOut.handler);
    const user = userEvent.setup();
    const { router, storage } = renderMyProfile({
      prepareStorage: (stored) => stored.write('fingerprint', 'visitor-42'),
    });
    await screen.findByRole('heading', { level: 2, name: '김지현' });

    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    const dialog = await screen.findByRole('alertdialog', { name: '로그아웃할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(signOut.calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: '로그아웃' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    const again = await screen.findByRole('alertdialog', { name: '로그아웃할까요?' });
    await user.click(within(again).getByRole('button', { name: '로그아웃' }));
    expect(await screen.findByText('로그아웃했어요')).toBeInTheDocument();
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(signOut.calls).toHaveLength(1);
    expect(signOut.calls[0]?.url.searchParams.get('deviceId')).toBe('visitor-42');
    expect(signOut.calls[0]?.headers.get('authorization')).toBe('Bearer buyer-token');
    expect(storage.read('token')).toBeNull();
  });

  it("names the app's device id when opened in the native app", async () => {
    serveProfile();
    const signOut = mockEndpoint(logout, null);
    server.use(signOut.handler);
    const user = userEvent.setup();
    renderMyProfile({
      prepareStorage: (stored) => {
        stored.write('fingerprint', 'visitor-42');
        stored.write('platform', 'android');
        stored.write('deviceInfo', { platform: 'android', uu_id: 'android-7', token: 'fcm' });
      },
    });
    await screen.findByRole('heading', { level: 2, name: '김지현' });
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    const dialog = await screen.findByRole('alertdialog', { name: '로그아웃할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    await screen.findByText('홈 화면');
    expect(signOut.calls[0]?.url.searchParams.get('deviceId')).toBe('android-7');
  });

  it('says the logout failed with its reason and keeps the buyer signed in to try again', async () => {
    serveProfile();
    const signOut = mockEndpoint(logout, () =>
      apiErrorResponse(500, '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.'),
    );
    server.use(signOut.handler);
    silenceConsoleErrors();
    const user = userEvent.setup();
    const { router, storage } = renderMyProfile();
    await screen.findByRole('heading', { level: 2, name: '김지현' });
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    const dialog = await screen.findByRole('alertdialog', { name: '로그아웃할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '로그아웃' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '로그아웃하지 못했어요. 서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
    );
    expect(storage.read('token')).toBe('buyer-token');
    expect(router.state.location.pathname).toBe('/my-profile');
    expect(screen.queryByText('로그아웃했어요')).not.toBeInTheDocument();
  });

  it('needs a login: without a token it goes to the login page', async () => {
    const { router } = renderApp(routes, { entries: [paths.myProfile()], api: 'msw' });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login()));
  });
});
