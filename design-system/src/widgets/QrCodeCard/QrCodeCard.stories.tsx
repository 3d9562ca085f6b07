import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';
import { QrGallery } from '../QrUploader/QrGallery.tsx';
import { QrCodeCard, type QrCodeCardCode } from './QrCodeCard.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const GiB = 1024 ** 3;
const PAGE_URL = 'http://localhost:3000/speical/qr?qrCode=toy-2026-Xk3aB9_q2LmN';

const open: QrCodeCardCode = {
  code: 'toy-2026-Xk3aB9_q2LmN',
  title: 'Aysel & Murad — toy',
  state: 'open',
  usedBytes: 0.4 * GiB,
  quotaBytes: 2 * GiB,
  files: 3,
  expiresAt: '2026-12-28T12:00:00.000Z',
  revoked: false,
};

const meta = {
  title: 'Widgets/QrCodeCard',
  component: QrCodeCard,
  args: { qrCode: open, pageUrl: PAGE_URL, onRevoke: fn(), onTogglePhotos: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QrCodeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A black-and-white SVG that draws the code's modules. */
async function expectQrImage(canvasElement: HTMLElement) {
  const image = canvasElement.querySelector<SVGSVGElement>('[data-slot="qr-image"]');
  if (!image) throw new Error('the card should draw the QR code');
  await expect(image).toBeVisible();
  await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  await expect(image.getBoundingClientRect().width).toBeGreaterThanOrEqual(160);
}

export const Open: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expectQrImage(canvasElement);
    await expect(canvas.getByRole('img', { name: t('qrCard.image', { title: open.title }) })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: open.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: PAGE_URL })).toHaveAttribute('href', PAGE_URL);
    // Azerbaijani month names in Chromium, whose ICU has none ("2026 M12 28").
    await expect(canvas.getByText(/28 dekabr 2026/)).toBeVisible();

    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(canvas.getByRole('button', { name: t('qrCard.copyLink') }));
    await expect(writeText).toHaveBeenCalledWith(PAGE_URL);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('qrCard.copied'));
    writeText.mockRestore();

    const png = canvas.getByRole('link', { name: t('qrCard.downloadPng') });
    await waitFor(() => expect(png.getAttribute('href')).toMatch(/^data:image\/png;base64,iVBOR/));
    await expect(png).toHaveAttribute('download', `qr-${open.code}.png`);
    const svg = canvas.getByRole('link', { name: t('qrCard.downloadSvg') });
    await expect(svg).toHaveAttribute('download', `qr-${open.code}.svg`);
    const svgFile = decodeURIComponent(svg.getAttribute('href')?.replace(/^data:image\/svg\+xml;charset=utf-8,/, '') ?? '');
    await expect(svgFile).toMatch(/^<\?xml[^>]*\?><svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    await userEvent.click(canvas.getByRole('button', { name: t('qrCard.revoke') }));
    await expect(args.onRevoke).toHaveBeenCalledOnce();
  },
};

export const CopyRefused: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await userEvent.click(canvas.getByRole('button', { name: t('qrCard.copyLink') }));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('qrCard.copyFailed'));
    writeText.mockRestore();
  },
};

export const Prints: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(canvas.getByRole('button', { name: t('qrCard.print') }));
    await expect(print).toHaveBeenCalledOnce();
    // While the print dialog is open, only this card is printed (styles.css, @media print).
    await expect(document.documentElement).toHaveAttribute('data-qr-printing');
    await expect(canvasElement.querySelector('[data-slot="qr-code-card"]')).toHaveAttribute('data-qr-print-target');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.documentElement).not.toHaveAttribute('data-qr-printing'));
    print.mockRestore();
  },
};

export const WithPhotos: Story = {
  args: {
    photosShown: true,
    children: (
      <QrGallery
        items={[
          { id: 'g1', mediaType: 'image', src: samplePhoto(200) },
          { id: 'g2', mediaType: 'image', src: samplePhoto(120) },
          { id: 'g3', mediaType: 'image', src: samplePhoto(30) },
        ]}
      />
    ),
  },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: t('qrCard.hidePhotos') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('img', { name: /\d/ })).toHaveLength(3);
    await userEvent.click(toggle);
    await expect(args.onTogglePhotos).toHaveBeenCalledOnce();
  },
};

export const Closed: Story = {
  args: { qrCode: { ...open, title: '', state: 'expired', revoked: true, files: 0 } },
  play: async ({ canvas, canvasElement }) => {
    await expectQrImage(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('qrCard.untitled') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('qrCard.revoke') })).toBeNull();
    await expect(canvas.getByText(/28 dekabr 2026/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0.4 of 2 GB used · open until 28 December 2026')).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/открыт до 28 декабря 2026/)).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { qrCode: { ...open, state: 'full', usedBytes: 2 * GiB } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/28 Aralık 2026 tarihine kadar/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectQrImage(canvasElement);
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="qr-code-card"]');
    if (!card) throw new Error('the card should render');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
