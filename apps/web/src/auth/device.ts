/** Spec §2 "/app": iOS devices go to the App Store, everything else to the Play Store. */
export function isIosUserAgent(userAgent: string): boolean {
  return /iPhone|iPad|iPod/.test(userAgent);
}
