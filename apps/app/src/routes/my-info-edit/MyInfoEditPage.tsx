import { useProfile } from '@quotemarket/hooks';
import { ErrorFallback, PageStack, SkeletonList } from '@quotemarket/ui';
import { WithdrawalSection } from './WithdrawalSection';
import { myInfoEditTexts } from './myInfoEditTexts';
import { PhoneChangeRow } from './PhoneChangeRow';
import { ProfileTextRow } from './ProfileTextRow';

export interface MyInfoEditPageProps {
  /** The clock of the phone code's 300 s countdown (tests pass their own). */
  now?: () => number;
}

/**
 * `paths.myInfoEdit` (MY > 내 정보 수정): the nickname, email and phone number, each changed on its
 * own row. Nickname and email are saved by the profile form and the server's words are shown under
 * the field; a new phone number is verified by SMS right here and replaces the old one only once
 * the code is confirmed.
 */
export function MyInfoEditPage({ now }: MyInfoEditPageProps) {
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <PageStack data-page="my-info-edit">
        <SkeletonList count={3} label={myInfoEditTexts.loading} />
      </PageStack>
    );
  }
  if (profile.isError) {
    return (
      <PageStack data-page="my-info-edit">
        <ErrorFallback title={myInfoEditTexts.loadFailed} onRetry={() => void profile.refetch()} />
      </PageStack>
    );
  }

  const { nickname, email, phoneNumber } = profile.data;
  return (
    <PageStack data-page="my-info-edit">
      <div>
        <ProfileTextRow
          field="nickname"
          label="닉네임"
          value={nickname}
          savedMessage={myInfoEditTexts.nicknameSaved}
          autoComplete="nickname"
        />
        <ProfileTextRow
          field="email"
          label="이메일"
          type="email"
          value={email}
          savedMessage={myInfoEditTexts.emailSaved}
          autoComplete="email"
        />
        <PhoneChangeRow value={phoneNumber} now={now} />
      </div>
      <WithdrawalSection />
    </PageStack>
  );
}
