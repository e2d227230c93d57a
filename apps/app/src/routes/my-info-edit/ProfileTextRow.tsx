import { useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { profileTextFieldsSchema } from '@quotemarket/contract';
import { useUpdateProfile } from '@quotemarket/hooks';
import { Button, TextField, useToast, vars } from '@quotemarket/ui';
import { InfoRow } from './InfoRow';
import { myInfoEditTexts } from './myInfoEditTexts';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};

  & > * {
    flex: 1;
  }
`;

export interface ProfileTextRowProps {
  field: 'nickname' | 'email';
  label: string;
  value: string | null;
  /** The confirmation once saved: '닉네임을 바꿨어요.' */
  savedMessage: string;
  type?: 'text' | 'email';
  autoComplete?: string;
}

/**
 * A text field of the profile, changed on its own: the contract's rule answers at once with the
 * same words the server would use, and whatever the server still refuses is shown under the field.
 */
export function ProfileTextRow({
  field,
  label,
  value,
  savedMessage,
  type = 'text',
  autoComplete,
}: ProfileTextRowProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const { toast } = useToast();
  // Focus moves to the field the buyer just asked to edit.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);

  const open = () => {
    setDraft(value ?? '');
    setError(null);
    update.reset();
    setEditing(true);
  };
  const close = () => setEditing(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = profileTextFieldsSchema.shape[field].safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? myInfoEditTexts.saveFailed);
      return;
    }
    if (parsed.data === value) {
      close();
      return;
    }
    try {
      await update.mutateAsync(
        field === 'nickname' ? { nickname: parsed.data } : { email: parsed.data },
      );
      close();
      toast({ title: savedMessage, tone: 'success' });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : myInfoEditTexts.saveFailed);
    }
  };

  return (
    <InfoRow label={label} value={value ?? ''} editing={editing} onEdit={open} data-field={field}>
      <Form onSubmit={(event) => void save(event)} aria-label={`${label} 변경`} noValidate>
        <TextField
          label={`새 ${label}`}
          type={type}
          value={draft}
          autoComplete={autoComplete}
          ref={input}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          error={error}
        />
        <Actions>
          <Button type="button" variant="outline" onClick={close} disabled={update.isPending}>
            {myInfoEditTexts.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {myInfoEditTexts.save}
          </Button>
        </Actions>
      </Form>
    </InfoRow>
  );
}
