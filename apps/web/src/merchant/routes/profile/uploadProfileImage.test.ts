import { describe, expect, it } from 'vitest';
import { COVER_IMAGE_COMPRESSION, GALLERY_IMAGE_COMPRESSION } from '@marketplace/contract';
import { compressionTargetFor } from '../../../media/compressionOptions.ts';
import { mediaKindOfProfileImage } from './uploadProfileImage.ts';

describe('store images: spec §5 compression before upload', () => {
  it('shrinks the store photo like a product cover (about 0.05 MB, 600 px)', () => {
    expect(compressionTargetFor(mediaKindOfProfileImage('profileImage'))).toEqual(COVER_IMAGE_COMPRESSION);
  });

  it('shrinks the cover banner like a gallery image (1 MB, 800 px)', () => {
    expect(compressionTargetFor(mediaKindOfProfileImage('backgroundImage'))).toEqual(GALLERY_IMAGE_COMPRESSION);
  });
});
