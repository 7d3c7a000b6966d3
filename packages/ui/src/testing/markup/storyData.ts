// Stories only: catalogue-like data for the voice menus, with audio the player stories serve.
export const SAMPLE_A = '/player-fixtures/sample-a.wav';
export const SAMPLE_B = '/player-fixtures/sample-b.wav';

export const storyTemplates = [
  { id: 1, title: '平和', subtitle: '自然亲切', filepath: SAMPLE_A, pitchRate: 0, speechRate: 1, volume: 80, sampleRate: 24000, role: null },
  { id: 2, title: '开心', subtitle: '欢快活泼', filepath: SAMPLE_B, pitchRate: 10, speechRate: 1.1, role: null },
  { id: 3, title: '悲伤', subtitle: '低沉缓慢', filepath: SAMPLE_A, pitchRate: -20, speechRate: 0.9, volume: 75, sampleRate: 16000, role: 'Girl' },
  { id: 4, title: '严肃', subtitle: '新闻播报', filepath: SAMPLE_B, pitchRate: 0, speechRate: 1, volume: 90, sampleRate: 16000, role: null },
];

export const storyRoles = [
  { id: 1, name: '女孩', value: 'Girl' },
  { id: 2, name: '男孩', value: 'Boy' },
  { id: 3, name: '老年女性', value: 'OlderAdultFemale' },
  { id: 4, name: '老年男性', value: 'OlderAdultMale' },
];

export const storySoundStyles = [
  { id: 1, name: '自然' },
  { id: 2, name: '生活' },
];

export const storySounds: Record<string, { id: number; name: string; filepath: string; duration: number }[]> = {
  '1': [
    { id: 11, name: '鸟鸣', filepath: SAMPLE_A, duration: 1.5 },
    { id: 12, name: '雷声', filepath: SAMPLE_B, duration: 2 },
  ],
  '2': [
    { id: 21, name: '掌声', filepath: SAMPLE_A, duration: 2.4 },
    { id: 22, name: '敲门声', filepath: SAMPLE_B, duration: 1 },
  ],
};

export const storyBgm = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  name: ['轻快早晨', '温暖午后', '深夜电台', '城市节拍', '山间清风'][i % 5]! + (i >= 5 ? ` ${Math.floor(i / 5) + 1}` : ''),
  filepath: i % 2 ? SAMPLE_B : SAMPLE_A,
  duration: 90 + i * 7,
}));
