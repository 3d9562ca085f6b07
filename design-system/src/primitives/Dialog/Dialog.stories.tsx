import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Dialog, DialogClose } from './index.ts';

const footer = (
  <>
    <DialogClose asChild>
      <Button variant="outline">Ləğv et</Button>
    </DialogClose>
    <Button>Təsdiqlə</Button>
  </>
);

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Sifarişi təsdiqləyin',
    description: 'Usta sifarişi aldıqdan sonra sizinlə əlaqə saxlayacaq.',
    children: <p>Əl işi nar formalı keramika qab, 1 ədəd. Çatdırılma: Bakı, 2–3 iş günü.</p>,
    footer,
    trigger: <Button>Sifariş ver</Button>,
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const closeLabel = () => getI18n().t('primitives.dialog.close');

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Sifariş ver' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sifarişi təsdiqləyin' });
    await expect(dialog).toHaveAccessibleDescription('Usta sifarişi aldıqdan sonra sizinlə əlaqə saxlayacaq.');
    await expect(screen.getByRole('button', { name: closeLabel() })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Təsdiqlə' })).toBeVisible();
  },
};

export const KeyboardAndFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Sifariş ver' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Tab stays trapped inside.
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: closeLabel() }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Ləğv et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const longText = [
  'Bu qaydalar platformada satış edən bütün ustalara və mağazalara şamil olunur. Məhsulun təsviri, şəkilləri və qiyməti həqiqətə uyğun olmalıdır; əl işi olmayan məhsulların “əl işi” kimi təqdim edilməsi qadağandır.',
  'Sifariş qəbul edildikdən sonra usta hazırlanma müddətini alıcıya bildirməli, gecikmə olduqda isə əvvəlcədən xəbərdarlıq etməlidir. Fərdi sifarişlərdə razılaşdırılmış ölçü, rəng və material dəyişdirilə bilməz.',
  'Ödənişlər Azərbaycan Respublikasının qanunvericiliyinə uyğun olaraq aparılır. Satıcı vergi öhdəliklərini özü yerinə yetirir və tələb olunduqda müvafiq sənədləri təqdim edir.',
  'Müəllif hüquqları ilə qorunan əsərlərin icazəsiz surətlərinin satışı qadağandır. Süni intellektlə yaradılmış təsvirlər məhsulun təsvirində açıq şəkildə göstərilməlidir.',
  'İcma qaydalarını pozan hesablar xəbərdarlıq edilmədən müvəqqəti və ya birdəfəlik bağlana bilər. Mübahisəli hallarda tərəflər əvvəlcə dəstək xidmətinə müraciət edirlər.',
  'Qaytarma və dəyişdirmə şərtləri hər məhsulun səhifəsində göstərilir. Fərdi hazırlanmış məhsullar, əgər qüsurlu deyilsə, geri qaytarılmır.',
];

export const LongAzerbaijaniContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Satıcıların məsuliyyəti və ictimai davranış qaydaları haqqında ətraflı məlumat',
    description: 'Zəhmət olmasa, mağazanızı açmazdan əvvəl aşağıdakı qaydaları diqqətlə oxuyun.',
    children: (
      <div className="flex flex-col gap-3">
        {[...longText, ...longText].map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    ),
  },
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog');
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]');
    await expect(body).not.toBeNull();
    // The text scrolls inside the dialog, and keyboard users can reach the scrolling region.
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body!.scrollHeight).toBeGreaterThan(body!.clientHeight);
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // The footer stays in view while the text scrolls.
    await expect(screen.getByRole('button', { name: 'Təsdiqlə' })).toBeVisible();
    await userEvent.tab();
    await expect(body).toHaveFocus();
  },
};

export const SmallWithoutDescription: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    title: 'Məhsul silinsin?',
    description: undefined,
    children: <p>Bu əməliyyat geri qaytarıla bilməz.</p>,
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outline">Xeyr</Button>
        </DialogClose>
        <Button variant="danger">Sil</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Məhsul silinsin?' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    // On a phone the dialog is a full-width sheet resting on the bottom edge.
    const dialog = await screen.findByRole('dialog');
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
  },
};
