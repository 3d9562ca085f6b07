/** The demo stores: real-sounding Azerbaijani workshops, each selling in a few leaf categories. */
export interface DemoStore {
  /** Part of the seller's sign-in e-mail (`{key}@demo.marketplace.local`), unique. */
  key: string;
  companyName: string;
  name: string;
  lastname: string;
  phoneNumber: string;
  socialMediaAccount: string;
  premium: boolean;
  /** Leaf category url paths. */
  categories: string[];
}

export const DEMO_EMAIL_DOMAIN = 'demo.marketplace.local';

export const DEMO_STORES: DemoStore[] = [
  {
    key: 'seki-kelagayi',
    companyName: 'Şəki Kəlağayı Evi',
    name: 'Gülnarə',
    lastname: 'Məmmədova',
    phoneNumber: '+994502000101',
    socialMediaAccount: '@seki.kelagayi',
    premium: true,
    categories: ['kelagayilar', 'tikme'],
  },
  {
    key: 'quba-xalca',
    companyName: 'Quba Xalça Atelyesi',
    name: 'Elşən',
    lastname: 'Hüseynov',
    phoneNumber: '+994502000102',
    socialMediaAccount: '@quba.xalca',
    premium: true,
    categories: ['quba-xalcalari', 'qarabag-xalcalari'],
  },
  {
    key: 'lahic-mis',
    companyName: 'Lahıc Mis Ustaları',
    name: 'Rauf',
    lastname: 'Əliyev',
    phoneNumber: '+994502000103',
    socialMediaAccount: '@lahic.mis',
    premium: false,
    categories: ['qab-qacaq', 'suvenirler'],
  },
  {
    key: 'gence-keramika',
    companyName: 'Gəncə Keramika',
    name: 'Aygün',
    lastname: 'Quliyeva',
    phoneNumber: '+994502000104',
    socialMediaAccount: '@gence.keramika',
    premium: false,
    categories: ['vazalar', 'qab-qacaq'],
  },
  {
    key: 'nergiz-zergerlik',
    companyName: 'Nərgiz Zərgərlik',
    name: 'Nərgiz',
    lastname: 'Cəfərova',
    phoneNumber: '+994502000105',
    socialMediaAccount: '@nergiz.zerger',
    premium: true,
    categories: ['sirgalar', 'boyunbagilar', 'uzukler'],
  },
  {
    key: 'icerisheher-qalereya',
    companyName: 'İçərişəhər Qalereyası',
    name: 'Tural',
    lastname: 'Rzayev',
    phoneNumber: '+994502000106',
    socialMediaAccount: '@icerisheher.art',
    premium: false,
    categories: ['rengkarliq', 'qrafika', 'miniatur'],
  },
  {
    key: 'agac-nagili',
    companyName: 'Ağac Nağılı',
    name: 'Kamran',
    lastname: 'İsmayılov',
    phoneNumber: '+994502000107',
    socialMediaAccount: '@agac.nagili',
    premium: false,
    categories: ['oyma-isleri', 'ev-aksesuarlari'],
  },
  {
    key: 'xett-i-zerif',
    companyName: 'Xətt-i Zərif',
    name: 'Fərid',
    lastname: 'Nəsirov',
    phoneNumber: '+994502000108',
    socialMediaAccount: '@xetti.zerif',
    premium: false,
    categories: ['xettatliq', 'sexsi-hediyyeler'],
  },
  {
    key: 'leman-portret',
    companyName: 'Ləman Portret Studiyası',
    name: 'Ləman',
    lastname: 'Abbasova',
    phoneNumber: '+994502000109',
    socialMediaAccount: '@leman.portret',
    premium: true,
    categories: ['sifarisle-portret', 'qrafika'],
  },
  {
    key: 'bayram-dekor',
    companyName: 'Bayram Dekor',
    name: 'Səbinə',
    lastname: 'Vəliyeva',
    phoneNumber: '+994502000110',
    socialMediaAccount: '@bayram.dekor',
    premium: false,
    categories: ['tedbir-bezeme', 'hediyye-qutulari'],
  },
  {
    key: 'nar-hediyye',
    companyName: 'Nar Hədiyyə Butiki',
    name: 'Ülviyyə',
    lastname: 'Kərimova',
    phoneNumber: '+994502000111',
    socialMediaAccount: '@nar.hediyye',
    premium: false,
    categories: ['hediyye-qutulari', 'suvenirler', 'sexsi-hediyyeler'],
  },
  {
    key: 'xan-sarayi',
    companyName: 'Xan Sarayı Suvenir',
    name: 'Orxan',
    lastname: 'Babayev',
    phoneNumber: '+994502000112',
    socialMediaAccount: '@xan.sarayi',
    premium: false,
    categories: ['suvenirler', 'miniatur'],
  },
];
