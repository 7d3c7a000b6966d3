// 去配音 from a sample (spec 02 §2.12): the gallery opens the editor with the sample's anchor and template in the
// query and its text in the navigation's state. The state goes with the history entry (a reload keeps it) and
// is dropped as soon as the editor rewrites its query, so the text is put in the editor once.

/// The navigation state the sample gallery hands to /creation.
export interface SampleNavigation {
  sampleText: string;
}

export const sampleNavigation = (text: string): SampleNavigation => ({ sampleText: text });

/// The sample's text carried by a navigation state, if any.
export function sampleTextOf(state: unknown): string | null {
  const text = (state as Partial<SampleNavigation> | null)?.sampleText;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}
