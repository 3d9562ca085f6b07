import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const t = (key: string) => getI18n().t(key);

const meta = {
  title: 'Widgets/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { value: 'az', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="flex p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Azerbaijani: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: t('languageSwitcher.label') });
    await expect(select).toHaveValue('az');
    const names = canvas.getAllByRole('option').map((option) => [option.getAttribute('lang'), option.textContent]);
    await expect(names).toEqual([
      ['az', 'Azərbaycanca'],
      ['en', 'English'],
      ['ru', 'Русский'],
      ['tr', 'Türkçe'],
    ]);
  },
};

export const SwitchesToRussian: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'Русский');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('ru');
  },
};

export const EnglishSelected: Story = {
  args: { value: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(canvas.getByRole('option', { name: 'English', selected: true })).toBeInTheDocument();
  },
};

export const TurkishSelected: Story = {
  args: { value: 'tr' },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Dil' })).toHaveValue('tr');
  },
};

export const RussianPage: Story = {
  args: { value: 'ru' },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    // The names stay in their own words whatever the page language is.
    await expect(canvas.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
    await expect(canvas.getByRole('option', { name: 'Azərbaycanca' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const switcher = canvasElement.querySelector<HTMLElement>('[data-slot="language-switcher"]');
    if (!switcher) throw new Error('the switcher should render');
    await expect(switcher.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
