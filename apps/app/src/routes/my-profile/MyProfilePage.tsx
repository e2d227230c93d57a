import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  displayNickname,
  profileImageAccept,
  validateProfileImage,
  type Profile,
  type TermsDocumentId,
} from '@quotemarket/contract';
import {
  ApiError,
  checkCameraAccess,
  useLogout,
  useProfile,
  useUpdateProfile,
} from '@quotemarket/hooks';
import {
  Button,
  ConfirmDialog,
  Heading,
  ImagePicker,
  MenuList,
  MenuListItem,
  PageStack,
  Skeleton,
  Text,
  useToast,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { ServiceCompanyFooter } from '../../shared/ServiceCompanyFooter';
import { termsDocumentTitles } from '@quotemarket/contract';
import { myProfileTexts as texts, providerSentences } from './myProfileTexts';

const ProfileHeader = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  text-align: center;
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[1]};
  max-width: 100%;
`;

/** The photo and its two buttons (사진 변경, 사진 찍기), as the kit's ImagePicker lays them out. */
const PhotoPlaceholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
`;

/** A nickname without spaces could be wider than the column; it breaks rather than overflows. */
const Nickname = styled(Text)`
  overflow-wrap: anywhere;
`;

const Menu = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const menus = [
  {
    id: 'activity',
    title: texts.activity,
    links: [
      { label: texts.myReview, href: paths.myReview() },
      { label: texts.myReports, href: paths.myReports() },
      { label: texts.notificationSettings, href: paths.notificationSettings() },
      { label: texts.myInfoEdit, href: paths.myInfoEdit() },
    ],
  },
  {
    id: 'help',
    title: texts.help,
    links: [
      { label: texts.notices, href: paths.noticeList() },
      { label: texts.faq, href: paths.faq() },
      { label: texts.inquiry, href: paths.inquiry() },
    ],
  },
  {
    id: 'terms',
    title: texts.terms,
    links: (['use-terms', 'policy', 'privacy-policy'] as const satisfies TermsDocumentId[]).map(
      (id) => ({
        label: termsDocumentTitles[id],
        href: paths.terms(id),
      }),
    ),
  },
] as const;

/** The reason a photo was not saved: the server's Korean message, or a general one. */
function photoFailure(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : texts.photoFailed;
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const { toast } = useToast();
  const update = useUpdateProfile();
  const fullNickname = (profile.nickname ?? profile.provider_id)?.trim() ?? '';
  const nickname = displayNickname(fullNickname);
  const name = profile.firstName?.trim() || texts.unnamed;

  const upload = (file: File) => {
    update.mutate(
      { profileImage: file },
      { onSuccess: () => toast({ title: texts.photoSaved, tone: 'success' }) },
    );
  };

  return (
    <>
      <ImagePicker
        src={profile.profileImage}
        name={profile.firstName?.trim() || nickname}
        accept={profileImageAccept}
        validate={validateProfileImage}
        onSelect={upload}
        onError={() => update.reset()}
        loading={update.isPending}
        error={update.isError ? photoFailure(update.error) : null}
        cameraLabel={texts.cameraLabel}
        checkCamera={() => checkCameraAccess()}
      />
      <Names>
        <Heading level={2} size="md" data-part="name">
          {name}
        </Heading>
        {nickname && (
          <Nickname
            tone="subtle"
            data-part="nickname"
            // The whole nickname on hover when it is cut.
            title={nickname !== fullNickname ? fullNickname : undefined}
          >
            {nickname}
          </Nickname>
        )}
        <Text size="sm" tone="muted" data-part="provider">
          {providerSentences[profile.provider]}
        </Text>
      </Names>
    </>
  );
}

function ProfileSummary() {
  const profile = useProfile();
  if (profile.data) return <ProfileDetails profile={profile.data} />;
  if (profile.isError) {
    return (
      <>
        <Text role="alert" tone="subtle">
          {texts.loadFailed}
        </Text>
        <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
          {texts.retry}
        </Button>
      </>
    );
  }
  // The shape of the loaded summary, so the menus below do not move when it arrives.
  return (
    <>
      <PhotoPlaceholder role="status" aria-label={texts.loading}>
        <Skeleton variant="circle" width={96} height={96} />
        <Skeleton variant="rect" width={150} height={36} />
      </PhotoPlaceholder>
      <Names aria-hidden="true">
        <Skeleton variant="text" width="4em" height={23} />
        <Skeleton variant="text" width="3em" height={24} />
        <Skeleton variant="text" width="10em" height={21} />
      </Names>
    </>
  );
}

/**
 * MY for a signed-in buyer (document 001, section 2): the photo (changed with the file chooser or
 * the camera, under the contract's photo rule), the name, the nickname cut at 20 characters, the
 * account signed in with, the menu, and the logout after a confirmation.
 */
export function MyProfilePage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const logout = useLogout({
    // Leave for home, then the session goes at once, before home's first call could carry the
    // revoked token. `flushSync` shows the move under way to this page's guard, which then lets
    // it decide instead of sending the buyer to the login page.
    onSignedOut: () => {
      toast({ title: texts.loggedOut, tone: 'success' });
      void navigate(paths.home(), { replace: true, flushSync: true });
    },
  });

  return (
    <>
      <PageStack gap="lg" paddingTop="lg" data-page="my-profile">
        <ProfileHeader aria-label={texts.heading}>
          <ProfileSummary />
        </ProfileHeader>
        {menus.map((menu) => (
          <Menu key={menu.id} aria-labelledby={`my-profile-${menu.id}`}>
            <Heading level={2} size="sm" tone="subtle" id={`my-profile-${menu.id}`}>
              {menu.title}
            </Heading>
            <MenuList>
              {menu.links.map((link) => (
                <MenuListItem key={link.href} label={link.label} href={link.href} />
              ))}
            </MenuList>
          </Menu>
        ))}
        <MenuList aria-label={texts.logout}>
          <ConfirmDialog
            trigger={<MenuListItem label={texts.logout} tone="subtle" />}
            title={texts.logoutTitle}
            message={texts.logoutMessage}
            confirmLabel={texts.logout}
            cancelLabel={texts.logoutCancel}
            errorMessage={`${texts.logoutFailed} ${ApiError.from(logout.error).message}`}
            onConfirm={() => logout.mutateAsync()}
          />
        </MenuList>
      </PageStack>
      <ServiceCompanyFooter />
    </>
  );
}

export { myProfileEntry } from './myProfileEntry';
