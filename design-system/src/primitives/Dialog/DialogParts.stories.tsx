import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Field } from '../Field/index.ts';
import { Input } from '../Input/index.ts';
import { Textarea } from '../Textarea/index.ts';
import {
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
  type DialogSize,
} from './index.ts';

const productFields = [
  'Məhsulun adı',
  'Müəllifin adı',
  'Qiymət (₼)',
  'Endirim faizi',
  'Kateqoriya',
  'Material',
  'Rəng',
  'Ölçü',
  'Hazırlanma müddəti (gün)',
  'Anbardakı say',
  'Çatdırılma qeydi',
];

/** A long product form in a dialog: header, a scrolling body and the actions always in view. */
function ProductFormDialog({ size = 'xl', defaultOpen = false }: { size?: DialogSize; defaultOpen?: boolean }) {
  return (
    <DialogRoot defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Yeni məhsul</Button>
      </DialogTrigger>
      <DialogContent size={size}>
        <form noValidate onSubmit={(event) => event.preventDefault()} className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>Yeni məhsul əlavə edin</DialogTitle>
            <DialogDescription>
              Ulduzla qeyd olunmuş sahələr mütləqdir; qalanlarını sonra da doldura bilərsiniz.
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            <div className="grid gap-5 sm:grid-cols-2">
              {productFields.map((label, index) => (
                <Field key={label} label={label} required={index < 3}>
                  <Input />
                </Field>
              ))}
              <Field label="Təsvir" required className="sm:col-span-2">
                <Textarea rows={6} />
              </Field>
            </div>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Ləğv et</Button>
            </DialogClose>
            <Button type="submit">Təsdiqlə</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}

const meta = {
  title: 'Primitives/Dialog/Parts',
  component: ProductFormDialog,
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductFormDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const partOf = (dialog: HTMLElement, slot: string) => dialog.querySelector<HTMLElement>(`[data-slot="${slot}"]`);

export const LongFormOpen: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Yeni məhsul əlavə edin' });
    await expect(dialog).toHaveAccessibleDescription(/Ulduzla qeyd olunmuş sahələr/);
    for (const slot of ['dialog-header', 'dialog-title', 'dialog-description', 'dialog-body', 'dialog-footer']) {
      await expect(partOf(dialog, slot)).not.toBeNull();
    }
    // The form scrolls inside the body; the dialog fits the window and its actions stay in view.
    const body = partOf(dialog, 'dialog-body')!;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const footer = partOf(dialog, 'dialog-footer')!;
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(footer).getByRole('button', { name: 'Təsdiqlə' })).toBeVisible();
  },
};

export const EscapeClosesAndFocusReturns: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Yeni məhsul' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Yeni məhsul əlavə edin' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    // The footer's cancel closes it too, and focus comes back again.
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Ləğv et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const PhoneFullScreen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    // On a phone the long form takes the whole screen, its actions pinned to the bottom edge.
    const dialog = await screen.findByRole('dialog');
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.top)).toBe(0);
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    const footer = partOf(dialog, 'dialog-footer')!;
    await expect(Math.round(footer.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    const body = partOf(dialog, 'dialog-body')!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

/** A page that opens the dialog from its own state (no DialogTrigger), as the product list's edit buttons do. */
function OpenedFromPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Redaktə et
      </Button>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogContent size="sm">
          <DialogHeader>
            <DialogTitle>Məhsul gizlədilsin?</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <p>Alıcılar bu məhsulu görməyəcək; istənilən vaxt yenidən göstərə bilərsiniz.</p>
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Xeyr</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </DialogRoot>
    </>
  );
}

export const ControlledFocusReturnsToOpener: Story = {
  render: () => <OpenedFromPage />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Redaktə et' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Məhsul gizlədilsin?' });
    // No description part, so the dialog is not described by a missing text.
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: getI18n().t('primitives.dialog.close') }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

const colours = ['Qırmızı', 'Qızılı', 'Qəhvəyi'];

/**
 * A suggestion list of its own inside a dialog (a combobox, not a Radix layer): its Escape closes
 * the list only. It does not stop the key from reaching the dialog; the dialog's rule leaves it alone.
 */
function ColourSearch() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const shown = colours.filter((colour) => colour.toLowerCase().includes(query.toLowerCase()));
  return (
    <div className="relative">
      <Input
        role="combobox"
        aria-label="Rəng axtar"
        aria-expanded={open && shown.length > 0}
        aria-controls="colour-list"
        aria-autocomplete="list"
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      <ul
        id="colour-list"
        role="listbox"
        aria-label="Rənglər"
        hidden={!open || shown.length === 0}
        className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-line bg-surface p-1 shadow-lg"
      >
        {shown.map((colour) => (
          <li key={colour} role="option" aria-selected="false" className="rounded-md px-2.5 py-1.5 text-sm text-ink">
            {colour}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const EscapeClosesNestedPopupFirst: Story = {
  render: () => (
    <DialogRoot defaultOpen>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Rəng seçin</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <div className="min-h-48">
            <ColourSearch />
          </div>
        </DialogBody>
      </DialogContent>
    </DialogRoot>
  ),
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Rəng seçin' });
    const search = within(dialog).getByRole('combobox', { name: 'Rəng axtar' });
    await userEvent.type(search, 'q');
    await expect(within(dialog).getByRole('listbox', { name: 'Rənglər' })).toBeVisible();

    // The first Escape closes the list; the dialog stays open, focus in the search.
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).queryByRole('listbox', { name: 'Rənglər' })).toBeNull();
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.getByRole('dialog', { name: 'Rəng seçin' })).toBeVisible();
    await expect(search).toHaveFocus();

    // The list opens again as one types; Escape closes it once more, and the next Escape closes the dialog.
    await userEvent.type(search, 'ı');
    await expect(within(dialog).getByRole('listbox', { name: 'Rənglər' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Rəng seçin' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const FullSizeDesktop: Story = {
  args: { size: 'full', defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const box = dialog.getBoundingClientRect();
    // Nearly the whole window, with a margin all round.
    await expect(box.height).toBeGreaterThan(window.innerHeight - 40);
    await expect(box.top).toBeGreaterThan(0);
    await expect(box.bottom).toBeLessThan(window.innerHeight);
  },
};
