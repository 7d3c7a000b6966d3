/// Task audio, samples, sounds and BGM are public by key: `/api/files/<folder>/<name>.mp3|wav` (the keys are
/// random). Everything else a user uploads or makes (OCR pictures, recordings, drawn images) lives under other
/// keys and is served only by the routes of its feature, to its owner.
export const publicAudioKeyPattern = /^[a-z]+\/[A-Za-z0-9_-]{1,64}\.(mp3|wav)$/;

export function isPublicAudioKey(key: string): boolean {
  return publicAudioKeyPattern.test(key);
}

export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}
