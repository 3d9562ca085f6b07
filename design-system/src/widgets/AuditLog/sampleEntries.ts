import type { AuditEntry } from '@marketplace/contract';

const leyla = { id: '5b1e3c1a-8f7e-4c0b-9d55-0a2f6c1e9b01', name: 'Leyla Məmmədova', identifier: 'leyla@hediyye.az' };
const admin = { id: '9d0c7a52-31e4-4f6a-8b2d-7c3e1f0a4d22', name: '', identifier: 'admin@hediyye.az' };

/** Entries of every kind the log holds, newest first, for the stories. */
export function sampleEntries(): AuditEntry[] {
  return [
    {
      id: '108',
      createdDate: '2026-11-26T16:42:00.000Z',
      admin: leyla,
      action: 'ACCOUNT_BLOCKED',
      target: { kind: 'account', id: 'c3f9a2d4-6b1e-4a7f-9e2c-5d8b0f1a3e47', name: 'Rauf Həsənov' },
      details: {},
    },
    {
      id: '107',
      createdDate: '2026-11-26T11:05:00.000Z',
      admin,
      action: 'COMPANY_STATUS',
      target: { kind: 'company', id: '7e2a9c41-0d3b-4f8e-a1c6-2b5d9e7f3a10', name: 'Şəki Kəlağayı Evi' },
      details: { status: 'INACTIVE' },
    },
    {
      id: '106',
      createdDate: '2026-11-25T20:30:00.000Z',
      admin: leyla,
      action: 'ITEM_MOVED',
      target: { kind: 'item', id: '0f6b2e8d-4c1a-49e3-b7d5-8a3c6e1f9b24', name: 'Mis sini «Lahıc»' },
      details: { oldCategory: 12, newCategory: 31 },
    },
    {
      id: '105',
      createdDate: '2026-11-25T08:15:00.000Z',
      admin,
      action: 'CATEGORY_PERMISSIONS',
      target: { kind: 'company', id: '7e2a9c41-0d3b-4f8e-a1c6-2b5d9e7f3a10', name: null },
      details: { added: [31, 32], removed: [12], final: [31, 32, 40] },
    },
  ];
}
