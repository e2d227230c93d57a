import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { expect } from 'vitest';

/** A dialog or sheet opened the way a card opens one: a button of the page sets `open`. */
export type OpenedDialog = (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;

function OpenedFromOutside({ dialog }: { dialog: OpenedDialog }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        여는 버튼
      </button>
      {dialog(open, setOpen)}
    </>
  );
}

function openDialogs() {
  return [...screen.queryAllByRole('dialog'), ...screen.queryAllByRole('alertdialog')];
}

function expectOne(dialogs: HTMLElement[]) {
  expect(dialogs).toHaveLength(1);
  return dialogs[0]!;
}

/**
 * Opens the dialog from a page button (no `trigger`), closes it with `close` and expects focus
 * back on that button.
 */
export async function expectFocusBackOnOpener(
  dialog: OpenedDialog,
  close: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
) {
  const user = userEvent.setup();
  render(<OpenedFromOutside dialog={dialog} />);
  const opener = screen.getByRole('button', { name: '여는 버튼' });
  await user.click(opener);
  const opened = await waitFor(() => expectOne(openDialogs()));
  await waitFor(() => expect(opened).toContainElement(document.activeElement as HTMLElement));
  await close(user);
  await waitFor(() => expect(openDialogs()).toHaveLength(0));
  await waitFor(() => expect(opener).toHaveFocus());
}
