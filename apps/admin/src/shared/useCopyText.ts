import { withObject } from '@quotemarket/contract';
import { useToast } from '@quotemarket/ui';

/**
 * Copies text to the clipboard and says how it went: a browser that refuses (no permission, not a
 * secure page) is told to copy by hand, as the text stays on screen and selectable.
 */
export function useCopyText() {
  const { toast } = useToast();
  return async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: `${withObject(what)} 복사했어요.`, tone: 'success' });
    } catch {
      toast({
        title: `${withObject(what)} 복사하지 못했어요.`,
        description: '화면의 글자를 직접 선택해 복사해 주세요.',
        tone: 'error',
      });
    }
  };
}
