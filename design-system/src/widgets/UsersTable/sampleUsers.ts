import type { AdminUser } from '@marketplace/contract';

/** Accounts of every kind and status, newest first, for the stories. */
export function sampleUsers(): AdminUser[] {
  return [
    {
      id: 'c3f9a2d4-6b1e-4a7f-9e2c-5d8b0f1a3e47',
      name: 'Aygün Əliyeva',
      identifier: 'aygun@example.az',
      identifierKind: 'email',
      type: 1,
      status: 'BLOCKED',
      createdDate: '2026-11-26T09:12:00.000Z',
      companyName: '',
      merchantStatus: null,
      phoneNumber: '+994501234567',
      lastSeenDate: '2026-11-26T15:40:00.000Z',
    },
    {
      id: '7e2a9c41-0d3b-4f8e-a1c6-2b5d9e7f3a10',
      name: 'Rəşad Hüseynov',
      identifier: 'rashad@xalca.az',
      identifierKind: 'email',
      type: 2,
      status: 'ACTIVE',
      createdDate: '2026-11-20T12:00:00.000Z',
      companyName: 'Şəki Kəlağayı Evi',
      merchantStatus: 'NOT_VERIFIED',
      phoneNumber: '',
      lastSeenDate: '2026-11-25T07:05:00.000Z',
    },
    {
      id: '0f6b2e8d-4c1a-49e3-b7d5-8a3c6e1f9b24',
      name: '',
      identifier: '+994557654321',
      identifierKind: 'phone',
      type: 1,
      status: 'ACTIVE',
      createdDate: '2026-10-02T18:30:00.000Z',
      companyName: '',
      merchantStatus: null,
      phoneNumber: '',
      lastSeenDate: null,
    },
    {
      id: '9d0c7a52-31e4-4f6a-8b2d-7c3e1f0a4d22',
      name: '',
      identifier: 'admin@hediyye.az',
      identifierKind: 'email',
      type: 0,
      status: 'ACTIVE',
      createdDate: '2026-09-01T06:00:00.000Z',
      companyName: '',
      merchantStatus: null,
      phoneNumber: '',
      lastSeenDate: '2026-11-26T16:00:00.000Z',
    },
  ];
}
