// Rules for the frequent polyphones standing alone (issue 25 item 2): a character that no dictionary
// word covers (了, 着, 地, 得, 还, 行 …) is read by the words beside it, the way a grammar of spoken
// Mandarin describes it: 了 after 不 is liǎo (吃不了), 得 after a person and before a verb is děi
// (你得去), 地 after a reduplicated adverb is de (慢慢地), 还 before a person is huán (还你) …
// Each rule looks at a few characters on either side, so a text is read in linear time.

const isHan = (c: string | undefined) => !!c && /\p{Script=Han}/u.test(c);

/// People and pronouns: the subject before 得 děi, the object after 还 huán or 教 jiāo.
const PERSONS = ['你们', '我们', '他们', '她们', '咱们', '大家', '人家', '自己', '你', '我', '他', '她', '它', '咱', '您'];
/// Adverbs that come before a verb (他还得去, 就得走, 也得做): 得 after them is děi.
const ADVERBS_BEFORE_VERB = ['还', '就', '也', '都', '总', '可', '必', '又', '再', '先', '才', '真', '非', '事', '这', '那', '明天', '今天', '现在', '马上', '一定'];
/// Numerals and demonstratives: 行 háng and 只 zhī after them are measure words (两行字, 一只猫).
const COUNTERS = '一二两三四五六七八九十几百千万每这那哪某半单俩仨数多';
/// Degree words before an adjective: 长 after them is cháng (很长), 重 zhòng.
const DEGREE = ['很', '太', '真', '好', '更', '最', '多', '挺', '极', '特别', '比较', '有点', '有些', '那么', '这么', '不', '越来越', '非常', '十分'];

/// Titles after a surname: a polyphonic surname before them takes its surname reading (单先生 shàn).
const TITLES = [
  '先生', '女士', '小姐', '老师', '同学', '总', '经理', '主任', '教授', '医生', '大夫', '师傅', '阿姨', '叔叔', '大爷', '大妈', '书记', '局长',
  '处长', '科长', '队长', '班长', '校长', '院长', '律师', '记者', '警官', '老板', '某', '家', '姓', '氏',
];
/// Polyphonic characters read another way as a surname.
const SURNAMES: Readonly<Record<string, string>> = {
  单: 'shan4', 解: 'xie4', 朴: 'piao2', 查: 'zha1', 仇: 'qiu2', 曾: 'zeng1', 任: 'ren2', 华: 'hua4', 纪: 'ji3', 盖: 'ge3', 区: 'ou1',
  翟: 'zhai2', 乐: 'yue4', 尉: 'yu4', 覃: 'qin2', 缪: 'miao4', 召: 'shao4', 种: 'chong2', 秘: 'bi4', 燕: 'yan1', 应: 'ying1', 繁: 'po2',
  员: 'yun4', 过: 'guo1', 宓: 'fu2', 谌: 'chen2', 隗: 'wei3', 能: 'nai4', 长: 'chang2', 重: 'chong2', 莘: 'shen1', 柏: 'bai3', 葛: 'ge3',
};

const startsWithAny = (s: string, words: readonly string[]) => words.some((w) => s.startsWith(w));
const endsWithAny = (s: string, words: readonly string[]) => words.some((w) => s.endsWith(w));

/// The surname reading of the character at `index` when a title follows it or 姓 comes before it.
export function surnameReading(text: string, index: number): string | null {
  const reading = SURNAMES[text[index]!];
  if (!reading) return null;
  const next = text.slice(index + 1, index + 3);
  const prev = text.slice(Math.max(0, index - 1), index);
  if (prev === '姓' || startsWithAny(next, TITLES)) return reading;
  return null;
}

/// Whether a rule reads `char` by the words beside it (了 着 地 得 还 行 …), not one fixed reading
/// (的 de, 教 jiāo): an engine's own dictionary cannot be trusted with those.
export function readsByContext(char: string): boolean {
  // a rule that takes the text around it declares its parameters
  return (RULES[char]?.length ?? 0) > 0;
}

/// The reading the rules give the polyphone at `index` of `text` when it stands alone (no word of a
/// dictionary covers it), or null when no rule speaks for it.
export function ruleReading(text: string, index: number): string | null {
  const char = text[index]!;
  const rule = RULES[char];
  if (!rule) return null;
  const prev = text.slice(Math.max(0, index - 4), index);
  const next = text.slice(index + 1, index + 7);
  return rule(prev, next);
}

/// The end of a clause follows: no Chinese character next.
const ends = (next: string) => !isHan(next[0]) || startsWithAny(next, ['吗', '吧', '呢', '啊', '呀', '么']);
const lastHan = (prev: string) => prev[prev.length - 1];

type Rule = (prev: string, next: string) => string | null;

const RULES: Readonly<Record<string, Rule>> = {
  // 吃不了, 受得了 (liǎo: can, at a clause's end); otherwise the particle le.
  了: (prev, next) => {
    if (prev.endsWith('不') && !next.startsWith('了')) return 'liao3';
    if (prev.endsWith('得') && ends(next)) return 'liao3';
    return 'le5';
  },
  // 睡不着, 找得着, 灯着了 (zháo: reach, catch fire); otherwise the particle zhe.
  着: (prev, next) => {
    if (prev.endsWith('不') || prev.endsWith('得')) return 'zhao2';
    if ((endsWithAny(prev, ['睡', '找', '点', '烧', '猜', '够']) || prev.includes('灯') || prev.includes('火')) && (next.startsWith('了') || ends(next))) return 'zhao2';
    return 'zhe5';
  },
  // 慢慢地, 开心地笑 (de: how a verb is done); 这块地, 坐在地上 (dì: ground).
  地: (prev, next) => {
    const p = lastHan(prev);
    if (!isHan(p) || ends(next)) return 'di4';
    if (endsWithAny(prev, ['块', '片', '草', '土', '田', '空', '荒', '耕', '山', '满', '大', '在', '种', '扫', '落', '着', '倒', '跪', '坐', '躺', '此', '该', '本', '外', '各', '两'])) return 'di4';
    return 'de5';
  },
  // 得了第一名 (dé: win); 你得去, 还得等 (děi: must); 跑得快 (de: complement).
  得: (prev, next) => {
    if (next.startsWith('了') && isHan(next[1]) && !ends(next.slice(1))) return 'de2';
    if (next.startsWith('到') || next.startsWith('分') || next.startsWith('奖')) return 'de2';
    const p = lastHan(prev);
    if (!isHan(p)) return isHan(next[0]) ? 'dei3' : 'de2';
    if (endsWithAny(prev, PERSONS) || endsWithAny(prev, ADVERBS_BEFORE_VERB)) {
      // 他得很 …: a degree word after 得 makes it a complement even after a person (他累得很)
      return startsWithAny(next, ['很', '真', '太', '好', '多', '不', '非常', '特别', '厉害', '要命']) ? 'de5' : 'dei3';
    }
    return 'de5';
  },
  // 还你, 借了不还 (huán: give back); otherwise hái (still, also).
  还: (prev, next) => {
    if (startsWithAny(next, ['钱', '书', '款', '债', '贷', '账', '给', '清', '手', '击', '原', '乡', '礼'])) return 'huan2';
    if (startsWithAny(next, PERSONS) && !startsWithAny(next.slice(1), ['是', '要', '在', '有', '会', '能', '没', '不', '得', '想', '记', '说', '去', '来'])) return 'huan2';
    if (ends(next) && isHan(lastHan(prev)) && !prev.endsWith('不是')) return 'huan2';
    return 'hai2';
  },
  // 两行字, 这一行 (háng: a row, a trade); 不行, 也行, 远行 (xíng).
  行: (prev, next) => {
    if (endsWithAny(prev, ['也', '就', '还', '都', '才', '可', '不', '真', '远', '步', '同行', '执'])) return 'xing2';
    const p = lastHan(prev);
    if (p && COUNTERS.includes(p) && !startsWithAny(next, ['人', '动', '走', '程', '为', '驶', '进', '至'])) return 'hang2';
    if (prev.endsWith('同一') || prev.endsWith('这一') || prev.endsWith('那一')) return 'hang2';
    return 'xing2';
  },
  // 很长 (cháng); 长高了, 长得快 (zhǎng: grow).
  长: (prev, next) => {
    if (endsWithAny(prev, DEGREE)) return 'chang2';
    if (startsWithAny(next, ['大', '高', '成', '出', '得', '胖', '满', '势', '个', '肉', '草', '虫', '牙', '芽', '斑', '痘', '了'])) {
      // 长了 after a length (太长了) is cháng; the degree word was checked above
      return 'zhang3';
    }
    return 'chang2';
  },
  // 重新, 重试, 重来 (chóng: again); 很重 (zhòng).
  重: (prev, next) => {
    if (endsWithAny(prev, DEGREE)) return 'zhong4';
    if (startsWithAny(next, ['新', '复', '来', '做', '写', '试', '启', '申', '逢', '叠', '组', '播', '建', '返', '回', '归', '温', '装', '输', '拍', '读', '演', '修', '审', '置', '设', '排', '选', '开', '现', '游', '整', '塑', '订', '提', '蹈', '聚'])) return 'chong2';
    return 'zhong4';
  },
  // 选为, 以安全为重, 总数为100 (wéi: as, be); 为你, 为此 (wèi: for).
  为: (prev, next) => {
    if (endsWithAny(prev, ['成', '作', '认', '称', '命', '视', '变', '分', '改', '选', '评', '定', '列', '转', '化', '封', '立', '推', '任', '名', '指', '尊', '奉', '结', '拜', '沦', '误', '引', '约', '均', '共', '即', '是', '乃', '实', '更', '极', '较', '最', '颇', '甚', '尤', '广', '互', '别', '比分', '比例', '总数', '总计', '大'])) return 'wei2';
    if (/\d/.test(next[0] ?? '')) return 'wei2';
    if (prev.includes('以') && !startsWithAny(next, PERSONS)) return 'wei2';
    if (startsWithAny(next, ['止', '主', '准', '难', '人', '期', '首', '伍', '伴', '重', '荣', '己任', '例'])) return 'wei2';
    return 'wei4';
  },
  // 种了, 种树, 去种 (zhòng: plant); 这种, 各种 (zhǒng: kind).
  种: (prev, next) => {
    const p = lastHan(prev);
    if (p && COUNTERS.includes(p)) return 'zhong3';
    if (startsWithAny(next, ['了', '着', '过', '下', '上', '出', '满', '地', '田', '树', '花', '菜', '麦', '玉米', '豆', '瓜', '草', '稻', '疫苗', '牛痘', '果', '庄稼', '粮', '茶', '棉'])) return 'zhong4';
    if (endsWithAny(prev, ['在', '要', '想', '去', '来', '能', '会', '正', '着', '里', '民', '们', '帮', '忙', '先'])) return 'zhong4';
    return 'zhong3';
  },
  // 教我, 教数学 (jiāo: teach); words such as 教授, 教育 are in the dictionaries.
  教: () => 'jiao1',
  // 看孩子, 看门, 看着行李 (kān: look after); otherwise kàn.
  看: (_prev, next) => {
    if (startsWithAny(next, ['孩子', '门', '家', '守', '管', '护', '押', '摊', '店', '住', '着行李', '着东西', '着孩子', '着门', '一下孩子'])) return 'kan1';
    return 'kan4';
  },
  // 中了, 打中 (zhòng: hit, win); otherwise zhōng.
  中: (prev, next) => {
    if (next.startsWith('了') && !endsWithAny(prev, ['当', '其', '之', '空', '心', '手', '水', '家', '集', '途', '意'])) return 'zhong4';
    if (endsWithAny(prev, ['打', '射', '击', '命', '猜', '考', '选', '看', '相', '正', '说'])) return 'zhong4';
    return 'zhong1';
  },
  // 应了一声, 没应 (yìng: answer); 应该, 不应 (yīng: should).
  应: (prev, next) => {
    if (startsWithAny(next, ['了', '声', '着', '过', '邀', '聘', '征', '对', '付', '变', '急', '战', '试', '考', '约', '运', '用'])) return 'ying4';
    if (endsWithAny(prev, ['没', '答', '不答', '相', '回', '呼', '响', '反', '适', '供', '感', '效', '对', '顺', '接', '内'])) return 'ying4';
    if (ends(next)) return 'ying4';
    return 'ying1';
  },
  // 一只, 这只猫 (zhī: a measure word); 只有, 只是 (zhǐ: only).
  只: (prev, next) => {
    const p = lastHan(prev);
    if (p && COUNTERS.includes(p) && !startsWithAny(next, ['是', '有', '能', '要', '好', '会', '想', '剩', '得', '不', '在', '用', '需', '见', '听', '说', '知', '顾', '管', '怕', '因', '吃', '喝', '看', '买', '给'])) return 'zhi1';
    return 'zhi3';
  },
  // 数一数, 数到三, 数错了 (shǔ: count); 这个数 (shù: number).
  数: (prev, next) => {
    if (endsWithAny(prev, ['个', '的', '位', '人', '次', '分', '总', '多', '少', '基', '系', '倍', '指', '函', '实', '整', '小', '岁', '单', '双', '奇', '偶', '约', '分'])) return 'shu4';
    if (startsWithAny(next, ['一', '到', '了', '过', '不', '着', '完', '错', '清', '钱', '数', '得', '星', '落', '二'])) return 'shu3';
    if (endsWithAny(prev, ['来', '再', '你', '我', '他', '们', '先', '在', '去', '没', '帮', '要'])) return 'shu3';
    return 'shu4';
  },
  // 弹琴, 弹起来 (tán); words such as 子弹 are in the dictionaries.
  弹: () => 'tan2',
  // 参加 (cān); 人参 shēn and 参差 cēn are words.
  参: () => 'can1',
  // 调到六点, 调高 (tiáo: adjust); 被调到上海, 调走 (diào: transfer).
  调: (prev, next) => {
    if (prev.endsWith('被') || prev.endsWith('把他') || prev.endsWith('把她') || prev.endsWith('刚')) return 'diao4';
    if (startsWithAny(next, ['走', '离', '往', '任', '派', '去', '来', '回', '动', '查', '研', '换'])) return 'diao4';
    if (next.startsWith('到') && !/[\d一二两三四五六七八九十几零百]/.test(next[1] ?? '')) return 'diao4';
    return 'tiao2';
  },
  // 朝南, 朝我 (cháo: towards); 朝阳 zhāo is a word.
  朝: () => 'chao2',
  // 便 alone is biàn (顺便, 即便); 便宜 pián is a word.
  便: () => 'bian4',
  // 降 alone is jiàng (降到零下); 投降 xiáng is a word.
  降: () => 'jiang4',
  // 假 alone is jiǎ (假的); 放假 jià is a word.
  假: () => 'jia3',
  // 血 alone is xiě in speech (流了很多血, 全是血); in words (血液, 验血) xuè.
  血: (prev, next) => (startsWithAny(next, ['常规', '压', '型', '液', '管', '糖', '脂', '小板', '红', '清', '浆', '统', '缘', '汗', '肉']) || endsWithAny(prev, ['验', '献', '输', '抽', '采', '贫', '造', '止', '热', '冷', '心', '鲜', '混', '放', '补', '活', '缺', '失', '吸', '见']) ? 'xue4' : 'xie3'),
  // 有空, 没空, 空着 (kòng: free time, vacant); otherwise kōng.
  空: (prev, next) => {
    if (endsWithAny(prev, ['有', '没', '得', '抽', '偷', '闲', '留', '填', '钻']) || next.startsWith('着') || next.startsWith('出') || next.startsWith('儿')) return 'kong4';
    return 'kong1';
  },
  // 系上, 系好, 系了一条领带 (jì: tie); otherwise xì.
  系: (_prev, next) => (startsWithAny(next, ['上', '好', '紧', '着', '了', '鞋', '领', '安全', '扣', '绳', '在']) ? 'ji4' : 'xi4'),
  // The particle de; 的确 dí and 目的 dì are words.
  的: () => 'de5',
  // dōu alone; 首都 dū is a word.
  都: () => 'dou1',
  和: () => 'he2',
  正: () => 'zheng4',
  更: () => 'geng4',
  少: () => 'shao3',
  // 好 alone is hǎo; 好奇, 爱好 hào are words, and so is 好 before 面子, 热闹…
  好: (_prev, next) => (startsWithAny(next, ['面子', '热闹', '打听', '管闲事', '吃懒做', '高骛远', '为人师', '大喜功']) ? 'hao4' : 'hao3'),
  乐: () => 'le4',
  // 差点, 差不多 (chà); 出差 chāi and 差距 chā are words.
  差: (prev, next) => (prev.endsWith('出') ? 'chai1' : next.startsWith('距') || next.startsWith('别') || next.startsWith('异') ? 'cha1' : 'cha4'),
  // 背着孩子 (bēi: carry); 背课文, 背过身 (bèi).
  背: (_prev, next) => (startsWithAny(next, ['着', '包', '起', '上', '走', '回', '孩', '书包', '锅', '债', '黑锅']) && !startsWithAny(next, ['着妈', '着爸', '着我', '着他', '着她', '着家', '着人']) ? 'bei1' : 'bei4'),
  // 倒了一杯, 倒水 (dào: pour); 倒了 after a wind or a wall (dǎo: fall).
  倒: (prev, next) => {
    if (startsWithAny(next, ['满', '水', '茶', '酒', '入', '进', '出', '掉', '垃圾', '车', '退', '数', '立', '挂', '是', '也', '不']) || next.startsWith('了一')) return 'dao4';
    // 把水倒了: what is poured comes before it
    if (prev.includes('把') && ['水', '茶', '酒', '汤', '油', '垃圾', '饭', '剩'].some((w) => prev.includes(w))) return 'dao4';
    if (endsWithAny(prev, ['吹', '摔', '跌', '推', '打', '撞', '扳', '晕', '累', '病', '突然', '墙', '树', '房', '子'])) return 'dao3';
    return 'dao3';
  },
  // 转过身, 转告 (zhuǎn); 转个不停, 一直在转 (zhuàn: spin).
  转: (prev, next) => (startsWithAny(next, ['个不停', '圈', '来转去', '悠', '动', '速', '盘']) || (ends(next) && endsWithAny(prev, ['在', '着', '直'])) ? 'zhuan4' : 'zhuan3'),
  // 量体温, 量了量 (liáng: measure); 量 alone otherwise liàng.
  量: (prev, next) => (startsWithAny(next, ['了', '一', '体', '身', '尺', '血', '量', '好', '过']) || endsWithAny(prev, ['量', '去', '来', '再', '给', '帮']) ? 'liang2' : 'liang4'),
  // 藏在, 藏起来 (cáng: hide); 宝藏, 西藏 zàng are words.
  藏: () => 'cang2',
  // 削苹果 (xiāo); 削减, 削弱 xuē are words.
  削: () => 'xiao1',
  // 处理 chǔ is a word; 处 alone is a place (各处, 办事处) chù.
  处: (_prev, next) => (startsWithAny(next, ['理', '置', '分', '罚', '于', '在', '事', '世', '境', '方', '决']) ? 'chu3' : 'chu4'),
  // 没 alone is méi (没说); 淹没, 没入, 没过 mò.
  没: (_prev, next) => (startsWithAny(next, ['入', '过了', '过膝', '收', '顶']) ? 'mo4' : 'mei2'),
  // 冲着 (chòng: towards); 冲向, 冲过去 (chōng).
  冲: (_prev, next) => (next.startsWith('着') || next.startsWith('我') || next.startsWith('你') ? 'chong4' : 'chong1'),
  // 扎头发, 扎了起来 (zā: tie); 扎进, 扎针 (zhā).
  扎: (prev, next) => (endsWithAny(prev, ['头发', '辫子', '发']) || startsWithAny(next, ['了起来', '辫', '马尾', '头发']) || next.includes('马尾') || next.includes('辫') ? 'za1' : 'zha1'),
  // 结了很多果子, 结果子 (jiē: bear fruit); otherwise jié.
  结: (_prev, next) => (startsWithAny(next, ['果', '籽', '瓜', '出']) || (next.startsWith('了') && next.includes('果')) ? 'jie1' : 'jie2'),
  // 吐了, 想吐 (tù: throw up); 吐痰, 吐字 (tǔ: spit out).
  吐: (_prev, next) => (['痰', '口水', '字', '核', '骨头', '舌', '烟', '气'].some((w) => next.includes(w)) ? 'tu3' : next.startsWith('了') || ends(next) || startsWithAny(next, ['血', '白沫', '得']) ? 'tu4' : 'tu3'),
  // 把钥匙落在家里 (là: leave behind); otherwise luò.
  落: (prev, next) => (prev.includes('把') && (next.startsWith('在') || next.startsWith('下')) ? 'la4' : 'luo4'),
  // 将 before a noun phrase and a verb (将文件发给) is jiāng (the written 把); 将 alone jiāng.
  将: () => 'jiang1',
  // 宁可, 宁愿 are words; 宁 alone before a verb is nìng.
  宁: () => 'ning4',
  // 传 alone is chuán (传开, 流传).
  传: () => 'chuan2',
  // 难 alone is nán (太难了); 灾难 nàn is a word.
  难: () => 'nan2',
  // 给 alone is gěi; 给予, 供给 jǐ are words.
  给: () => 'gei3',
  // 曾 alone is céng (曾说过); 曾孙 zēng, and the surname, are words or titles.
  曾: () => 'ceng2',
};
