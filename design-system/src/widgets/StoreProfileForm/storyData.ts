import type { StoreProfileValues } from './storeProfileFormSchema.ts';

/** A drawn picture as a data URL, so stories need no files or network. */
export function drawnPicture(hue: number, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 70%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 55% 38%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.75}" cy="${height * 0.35}" r="${height * 0.18}" fill="hsl(40 95% 82%)"/>
<path d="M0 ${height} L${width * 0.3} ${height * 0.45} L${width * 0.55} ${height * 0.8} L${width * 0.7} ${height * 0.6} L${width} ${height} Z" fill="hsl(${hue} 35% 24%)" opacity="0.7"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const storeProfileSample: StoreProfileValues = {
  companyName: 'Nar Keramika',
  companyEmail: 'salam@narkeramika.az',
  phoneNumber: '+994501234567',
  socialMediaAccount: 'instagram.com/narkeramika',
  name: 'Aysel',
  lastname: 'Məmmədova',
  dob: '1990-04-12',
  profileImage: drawnPicture(350, 320, 320),
  backgroundImage: drawnPicture(20, 1280, 320),
  settings: { notify: { email: true, push: true, whatsapp: false } },
  language: 'az',
};

export const emptyStoreProfile: StoreProfileValues = {
  companyName: '',
  companyEmail: '',
  phoneNumber: '',
  socialMediaAccount: '',
  name: '',
  lastname: '',
  dob: '',
  profileImage: '',
  backgroundImage: '',
  settings: { notify: { email: true, push: false, whatsapp: false } },
  language: 'az',
};

export const longAzerbaijaniProfile: StoreProfileValues = {
  ...storeProfileSample,
  companyName: 'Şəki Ustalarının Əl İşi Kəlağayı və Xalça Emalatxanası',
  companyEmail: 'sifarisler.seki.kelagayi.emalatxanasi@example.az',
  socialMediaAccount: 'instagram.com/seki_ustalarinin_el_isi_kelagayi_ve_xalca_emalatxanasi',
  name: 'Gülnarəxanım',
  lastname: 'Əliağazadə-Hüseynquluyeva',
};
