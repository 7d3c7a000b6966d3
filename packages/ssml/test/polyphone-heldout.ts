// The polyphone held-out set (issue 25): sentences written before any rule of round 2, from how news,
// ads, customer-service scripts and novels read, and never tuned on (rules and lexicon words are
// tuned on polyphone-cases.ts only). Each line marks one or more polyphones [like this] and gives
// their readings in order after ` | `; grouped by the kind of difficulty of the issue:
//   frequent   the frequent characters standing alone (了 着 地 得 的 还 行 长 重 为 …)
//   two        the same character in two readings in one sentence
//   following  the reading decided by the word that follows
//   names      names of people and places
//   words      inside a word

/// One sentence with its marked polyphones.
export interface MarkedSentence {
  kind: string;
  /// The sentence without brackets.
  text: string;
  /// Each marked character: its UTF-16 offset, the character and the reading it has there.
  marks: { index: number; char: string; pinyin: string }[];
}

/// Reads `他[长]大后成了[长]跑运动员 | zhang3 chang2` (tone digits, ü as v, neutral tone 5).
export function parseMarked(kind: string, line: string): MarkedSentence {
  const [marked, readings] = line.split(' | ');
  const pinyin = readings!.trim().split(/\s+/);
  let text = '';
  const marks: MarkedSentence['marks'] = [];
  for (let i = 0; i < marked!.length; i++) {
    const c = marked![i]!;
    if (c === '[') {
      const char = marked![i + 1]!;
      marks.push({ index: text.length, char, pinyin: pinyin[marks.length]! });
      text += char;
      i += 2;
      continue;
    }
    text += c;
  }
  if (marks.length !== pinyin.length) throw new Error(`${line}: ${marks.length} marks, ${pinyin.length} readings`);
  return { kind, text, marks };
}

export const POLYPHONE_HELDOUT_KINDS = ['frequent', 'two', 'following', 'names', 'words'] as const;

const RAW: Record<(typeof POLYPHONE_HELDOUT_KINDS)[number], string> = {
  frequent: `
    他轻轻[地]推开了门 | de5
    这块[地]种满了玉米 | di4
    你[得]早点出发，不然赶不上车 | dei3
    她跑[得]比谁都快 | de5
    这次比赛他[得]了第一名 | de2
    您的快递已经送到[了] | le5
    这么多菜我一个人吃不[了] | liao3
    门开[着]，屋里没人 | zhe5
    孩子昨晚一直睡不[着] | zhao2
    请问您[还]有其他问题吗 | hai2
    借的钱下个月一定[还]你 | huan2
    你这样做可不[行] | xing2
    他在这一[行]干了二十年 | hang2
    这条裙子有点[长] | chang2
    这孩子[长]得真快 | zhang3
    这个箱子太[重]了，我搬不动 | zhong4
    网络连接失败，请[重]试 | chong2
    他[为]人正直，从不说谎 | wei2
    我们都[为]你感到骄傲 | wei4
    人[都]到齐了，开始吧 | dou1
    周末我[和]同事一起去看电影 | he2
    这[种]情况很少见 | zhong3
    农民正忙着[种]麦子 | zhong4
    现在[正]是用人之际 | zheng4
    妈妈[教]我包饺子 | jiao1
    他在一所中学[教]数学 | jiao1
    雨越下越大，风也[更]猛了 | geng4
    他平时话[少]，干活却很多 | shao3
    老人从[少]年时代起就喜欢画画 | shao4
    这孩子[好]动，一刻也坐不住 | hao4
    你帮我[看]一下孩子，我去去就回 | kan1
    他一枪打[中]了靶心 | zhong4
    我[应]了一声，推门走了出去 | ying4
    听到这个消息，他[乐]得合不拢嘴 | le4
    他从小就会[弹]钢琴 | tan2
    子[弹]呼啸着从头顶飞过 | dan4
    把电视的声音[调]低一点 | tiao2
    他[朝]窗外看了一眼 | chao2
    这家店的东西很[便]宜 | pian2
    国庆节放[假]七天 | jia4
    他的手划破了，流了不少[血] | xie3
    这间屋子一直[空]着 | kong4
    出发前请[系]好安全带 | ji4
    他[的]确很努力 | di2
    这次旅行的目[的]地是成都 | di4
    听他这么一[说]，我就放心了 | shuo1
    我[得]赶紧回家了 | dei3
    老师把试卷发下来[了] | le5
    桌上[只]有一杯水 | zhi3
    我们已经[数]过了，一共十二个 | shu3
  `,
  two: `
    他[长]大以后成了一名[长]跑运动员 | zhang3 chang2
    [还]书的时候，他[还]借了一本新书 | huan2 hai2
    他[重]新称了一下，箱子确实很[重] | chong2 zhong4
    他[行]走在各[行]各业之间 | xing2 hang2
    我[得]先去医院，[得]到结果再说 | dei3 de2
    他[教]书多年，[教]学经验丰富 | jiao1 jiao4
    他[还]没[还]钱 | hai2 huan2
    [朝]阳升起的时候，他[朝]着东方走去 | zhao1 chao2
    请把音量[调]小，这首歌的[调]子太吵了 | tiao2 diao4
    [空]闲的时候，他喜欢仰望天[空] | kong4 kong1
    一[觉]醒来，他[觉]得好多了 | jiao4 jue2
    他一直[看]守着大门，眼睛[看]着远方 | kan1 kan4
    这些[种]子[种]下去很快就会发芽 | zhong3 zhong4
    他[都]说了，成[都]是个好地方 | dou1 du1
    你[应]该去[应]聘这个岗位 | ying1 ying4
    她[好]奇地问：“这有什么[好]看的？” | hao4 hao3
    音[乐]让人快[乐] | yue4 le4
    他[假]装生病，向老板请[假] | jia3 jia4
    [参]观完人[参]种植基地，我们回到了酒店 | can1 shen1
    [便]宜的东西不一定方[便] | pian2 bian4
    敌军投[降]的那天，气温骤[降] | xiang2 jiang4
    [系]好安全带是交通法规体[系]的要求 | ji4 xi4
    [中]午他去买彩票，结果[中]了大奖 | zhong1 zhong4
    [数]学老师让我们[数]一数 | shu4 shu3
    [少]年时的他[少]言寡语 | shao4 shao3
    她[长]得很高，头发也很[长] | zhang3 chang2
    [为]了孩子，她被评[为]模范母亲 | wei4 wei2
    干[了]这么多年，他终于[了]解了这一行 | le5 liao3
    他[着]急地穿[着]外套往外跑 | zhao2 zhe5
    他们[正]月初一出发，[正]好赶上庙会 | zheng1 zheng4
    [更]换设备以后，效果[更]好了 | geng1 geng4
    他家[地]里的庄稼长得好，日子慢慢[地]富了起来 | di4 de5
    去献[血]的路上，他看到一个[血]淋淋的伤口 | xue4 xie3
    他唱[得]好，[得]了冠军 | de5 de2
    [还]有三天就要[还]贷款了 | hai2 huan2
    [和]面的时候，你[和]我一起吧 | huo2 he2
    他[弹]了一首曲子，唱的是[弹]尽粮绝的故事 | tan2 dan4
    他先[量]了体温，又称了体[重] | liang2 zhong4
    那个[背]着书包的孩子转过身，[背]对着我们 | bei1 bei4
    银[行]的工作人员说，这样操作不[行] | hang2 xing2
  `,
  following: `
    多年以后他们在车站[重]逢 | chong2
    请[将]文件发到我的邮箱 | jiang1
    他一[觉]睡到了中午 | jiao4
    这一[行]字写得很工整 | hang2
    一[行]三人来到了北京 | xing2
    他忍不住[还]手打了对方 | huan2
    你[还]记得我吗 | hai2
    这件事很[难]办 | nan2
    他[为]此付出了沉重的代价 | wei4
    请尽快[处]理好这件事 | chu3
    景区各[处]都挤满了游客 | chu4
    他[差]点摔倒 | cha4
    他下周要去上海出[差] | chai1
    他被[调]到北京工作 | diao4
    把空调温度[调]到二十六度 | tiao2
    [长]大后我想当一名医生 | zhang3
    [长]时间看手机对眼睛不好 | chang2
    她[量]了量孩子的身高 | liang2
    [传]说这座山里藏着宝藏 | chuan2
    书架上有一本名人[传]记 | zhuan4
    我[曾]经在这里住过三年 | ceng2
    他给我[削]了一个苹果 | xiao1
    公司决定大幅[削]减开支 | xue1
    他猛地[转]过身来 | zhuan3
    风车在风中[转]个不停 | zhuan4
    她给客人[倒]了一杯茶 | dao4
    大树被台风吹[倒]了 | dao3
    小猫[藏]在门后面 | cang2
    我[宁]愿多走几步路 | ning4
    我[没]想到他会来 | mei2
    整条船[没]入了水中 | mo4
    他[背]着妈妈偷偷出了门 | bei4
    这件事你[得]听我的 | dei3
    他[差]不多到了 | cha4
    他[看]着我笑了 | kan4
    他一[个]人在家 | ge4
    [给]我一点时间 | gei3
    他[教]我们怎么做 | jiao1
    这里[只]能停一辆车 | zhi3
    他[好]不容易才买到票 | hao3
  `,
  names: `
    他来自[重]庆 | chong2
    [长]沙的臭豆腐很有名 | chang2
    我在[厦]门读的大学 | xia4
    他是[曾]国藩的后人 | zeng1
    [单]老师是我们的班主任 | shan4
    她姓[解]，是我的同事 | xie4
    韩国前总统[朴]槿惠 | piao2
    金庸本名[查]良镛 | zha1
    [仇]老师今天请假了 | qiu2
    他从[蚌]埠来 | beng4
    我老家在浙江[丽]水 | li2
    安徽[六]安盛产茶叶 | lu4
    浙江[台]州是个海滨城市 | tai1
    广州[番]禺区 | pan1
    唐朝名将[尉]迟恭 | yu4
    山西洪[洞]县 | tong2
    河南[浚]县 | xun4
    烟台[牟]平区 | mu4
    首[都]北京 | du1
    西岳[华]山 | hua4
    [华]罗庚是著名的数学家 | hua4
    朝[鲜]半岛 | xian3
    [济]南的泉水天下闻名 | ji3
    九九[重]阳节 | chong2
    江苏[宿]迁 | su4
    吉林[长]春 | chang2
    [任]正非创办了华为 | ren2
    评书大师[单]田芳 | shan4
    明代才子[解]缙 | xie4
    [纪]晓岚是清代的大学士 | ji3
    [秘]鲁位于南美洲 | bi4
    他去了西[藏] | zang4
    [盖]先生是公司的老员工 | ge3
    [区]先生今天没来 | ou1
    [翟]天临 | zhai2
    湖南[长]沙 | chang2
    [大]理古城 | da4
    河北[乐]亭 | lao4
    四川[乐]山大佛 | le4
    甘肃[敦]煌 | dun1
  `,
  words: `
    这是一个[重]要的会议 | zhong4
    他演的[角]色很重要 | jue2
    请[校]对一下稿件 | jiao4
    项目已经[着]手准备了 | zhuo2
    她[模]样很清秀 | mu2
    新品一上市就[供]不应求 | gong1
    这家[当]铺已经开了一百年 | dang4
    今天天气很暖[和] | huo5
    我很[乐]意帮忙 | le4
    他在[乐]队里当鼓手 | yue4
    注意[调]节自己的情绪 | tiao2
    别再上[当]受骗了 | dang4
    这支[曲]子是他写给女儿的 | qu3
    他有点[强]迫症 | qiang3
    他[冲]着我笑了笑 | chong4
    依法[没]收非法所得 | mo4
    一盒[薄]荷糖 | bo4
    一张[薄]薄的纸 | bao2
    反对[剥]削 | bo1
    他在[剥]橘子 | bao1
    她[露]出了笑容 | lou4
    周末去看[露]天电影 | lu4
    对困难群众[给]予帮助 | ji3
    他偷偷[塞]给我一封信 | sai1
    [尽]管如此，他还是来了 | jin3
    大家[尽]情享受假期吧 | jin4
    闻到这个味道我就[恶]心 | e3
    这个人真可[恶] | wu4
    荣获“优秀员工”[称]号 | cheng1
    上海的[弄]堂很有味道 | long4
    两个人长得一[模]一样 | mu2
    抽屉[卡]住了 | qia3
    他喜欢写[散]文 | san3
    她是公司的[会]计 | kuai4
    他[率]领队伍冲上山顶 | shuai4
    工作效[率]很高 | lv4
    他的基本功很[扎]实 | zha1
    病人在死亡线上[挣]扎 | zheng1
    大家的水平[参]差不齐 | cen1
    他的病被[大]夫治好了 | dai4
    这[几]乎是不可能的 | ji1
    这里[圈]养着几头猪 | juan4
    这是医生开的[处]方 | chu3
    这张桌子很[结]实 | jie1
    他不想[得]罪任何人 | de2
    出门在外要[提]防小偷 | di1
    [畜]牧业发展很快 | xu4
    他有一个特别的嗜[好] | hao4
    [模]特在台上走秀 | mo2
    湖[泊]和河流 | po1
  `,
};

/// Every sentence of the held-out set.
export const POLYPHONE_HELDOUT: readonly MarkedSentence[] = POLYPHONE_HELDOUT_KINDS.flatMap((kind) =>
  RAW[kind]
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => parseMarked(kind, line)),
);
