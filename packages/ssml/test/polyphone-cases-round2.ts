// The polyphone own set, round 2 (issue 25): sentences of news, ads, customer-service scripts and
// novels with one or more polyphones marked [like this], by the kinds the first round missed. The
// reader's rules and words are tuned on these and on polyphone-cases.ts, never on the held-out set
// (polyphone-heldout.ts). Format: see `parseMarked`.
import { parseMarked, type MarkedSentence } from './polyphone-heldout.ts';

export const POLYPHONE_ROUND2_KINDS = ['frequent', 'two', 'following', 'names', 'words'] as const;

const RAW: Record<(typeof POLYPHONE_ROUND2_KINDS)[number], string> = {
  frequent: `
    雨停[了]，太阳出来了 | le5
    这件事我办不[了] | liao3
    他们终于见面[了] | le5
    我早就料到[了] | le5
    这点小事难不倒他，他[了]不起 | liao3
    窗户一直开[着] | zhe5
    他急得连饭都吃不[着] | zhao2
    一进门，灯就[着]了 | zhao2
    她笑[着]说：“欢迎光临！” | zhe5
    大家静静[地]听着 | de5
    他慢慢[地]站了起来 | de5
    这片土[地]养育了我们 | di4
    别坐在[地]上，太凉了 | di4
    孩子们开心[地]笑了 | de5
    你[得]赶紧去医院看看 | dei3
    这事[得]你亲自去办 | dei3
    他说[得]很有道理 | de5
    她高兴[得]跳了起来 | de5
    他这回[得]了个三等奖 | de2
    这是我[的]书 | de5
    他[的]确说过这句话 | di2
    我们[还]要继续努力 | hai2
    这本书你看完了记得[还]给我 | huan2
    信用卡的钱已经[还]清了 | huan2
    天[还]没亮他就出门了 | hai2
    这样也[行]，你先试试 | xing2
    马路两边种着两[行]杨树 | hang2
    他们在同一[行]工作 | hang2
    他明天就要动身远[行] | xing2
    河水很[长] | chang2
    孩子们一天天[长]高了 | zhang3
    他已经[长]成大人了 | zhang3
    队伍排得很[长] | chang2
    他的担子越来越[重] | zhong4
    请把密码[重]新输入一遍 | chong2
    他受了很[重]的伤 | zhong4
    这份礼物太[重]了，我不能收 | zhong4
    他[为]这个家付出了很多 | wei4
    他被大家选[为]代表 | wei2
    此事[为]公司带来了损失 | wei4
    一切以安全[为]重 | wei2
    我们[都]是好朋友 | dou1
    天[都]黑了，快回家吧 | dou1
    这里是著名的古[都] | du1
    我[和]他是同学 | he2
    老师[和]学生都到了 | he2
    两队最后打[和]了 | he2
    你这[种]说法不对 | zhong3
    去年他在院子里[种]了一棵桃树 | zhong4
    这种病需要打疫苗预防，就是[种]疫苗 | zhong4
    他[正]在开会 | zheng4
    这件衣服大小[正]合适 | zheng4
    爷爷[教]我下象棋 | jiao1
    他是一位[教]授 | jiao4
    这是他的[教]训 | jiao4
    你能[教]教我吗 | jiao1
    今年冬天比往年[更]冷 | geng4
    半夜三[更]的，你去哪儿 | geng1
    这个月的开销太[少]了 | shao3
    别[少]给了钱 | shao3
    他是一位[少]先队员 | shao4
    这道菜味道真[好] | hao3
    她从小就[好]学 | hao4
    他特别[好]面子 | hao4
    你去[看]一下外面 | kan4
    请你帮我[看]着行李 | kan1
    他在家里[看]孩子 | kan1
    飞镖正[中]靶心 | zhong4
    他[中]了五百万 | zhong4
    我们[中]午在食堂吃饭 | zhong1
    这件事你不[应]该答应 | ying1
    他[应]邀出席了会议 | ying4
    我叫了他好几声，他都没[应] | ying4
    我[只]想好好休息 | zhi3
    一[只]小鸟落在窗台上 | zhi1
    我[数]到三，大家一起喊 | shu3
    这个[数]不对 | shu4
    他的成绩在班里[数]一数二 | shu3
    这孩子整天[乐]呵呵的 | le4
    他是个[乐]天派 | le4
    她在[乐]团拉小提琴 | yue4
    他[弹]起了吉他 | tan2
    这颗炮[弹]没有爆炸 | dan4
    皮球[弹]得很高 | tan2
    他[参]军去了 | can1
    这根人[参]有一百年了 | shen1
    把温度[调]高一点 | tiao2
    上级把他[调]走了 | diao4
    他唱歌总是跑[调] | diao4
    大门[朝]南开 | chao2
    他[朝]我点了点头 | chao2
    [朝]阳照在湖面上 | zhao1
    坐地铁很方[便] | bian4
    买[便]宜货要当心 | pian2
    他顺[便]买了点菜 | bian4
    气温[降]到零下十度 | jiang4
    敌人终于投[降]了 | xiang2
    这批货是[假]的 | jia3
    春节放[假]安排 | jia4
    他的脸上全是[血] | xie3
    他在医院做了[血]常规检查 | xue4
    冰箱已经[空]了 | kong1
    你明天有[空]吗 | kong4
    请[系]上鞋带 | ji4
    他在历史[系]读书 | xi4
  `,
  two: `
    这[行]字不[行]，重写一遍 | hang2 xing2
    他[长]得很壮，胳膊也[长] | zhang3 chang2
    [还]钱的时候，他[还]多给了一百块 | huan2 hai2
    这个包很[重]，你[重]新装一下 | zhong4 chong2
    他[教]了一辈子书，是个老[教]师 | jiao1 jiao4
    他[得]了第一名，高兴[得]睡不着 | de2 de5
    [朝]霞满天，大家都[朝]东边看 | zhao1 chao2
    先把音调[调]高，再[调]查原因 | tiao2 diao4
    [空]着的房间里堆满了杂物，显得一点也不[空] | kong4 kong1
    他[觉]得很累，想睡一[觉] | jue2 jiao4
    我们[都]去过首[都]北京 | dou1 du1
    他[少]年时很[少]说话 | shao4 shao3
    音[乐]课上大家都很快[乐] | yue4 le4
    [便]宜的房子往往不方[便] | pian2 bian4
    飞机[降]落后，他们才投[降] | jiang4 xiang2
    他[假]装不知道放[假]的事 | jia3 jia4
    [中]国队打[中]了一个好球 | zhong1 zhong4
    他[数]了半天，还是[数]错了 | shu3 shu3
    [种]子发芽了，这[种]花很好看 | zhong3 zhong3
    农民在地里[种]玉米，这[种]玉米很甜 | zhong4 zhong3
    [应]当及时[应]对 | ying1 ying4
    [好]好学习，天天向上，他一向[好]学 | hao3 hao4
    这[只]猫[只]吃鱼 | zhi1 zhi3
    [为]了按时完成，他被任命[为]组长 | wei4 wei2
    他[着]急[着]呢 | zhao2 zhe5
    [看]门的大爷[看]了我一眼 | kan1 kan4
    [弹]簧被压紧后又[弹]了回去 | tan2 tan2
    他[参]加了[参]观活动 | can1 can1
    他[系]了一条红领带，去参加系里的会，[系]主任也来了 | ji4 xi4
    [血]压高的人不宜献[血] | xue4 xue4
    [地]上有一只慢慢[地]爬的蜗牛 | di4 de5
    他[重]复了一遍，强调安全最[重]要 | chong2 zhong4
    [了]解情况以后，他就走[了] | liao3 le5
    他跑[得]快，[得]到了奖励 | de5 de2
    [和]你一起[和]面包饺子 | he2 huo2
    走[正]路，[正]月里不闲着 | zheng4 zheng1
    [更]新系统后，速度[更]快了 | geng1 geng4
    银[行]门口种了一[行]柳树 | hang2 hang2
    他[都]不知道成[都]在哪里 | dou1 du1
    他[还]在路上，说晚点[还]你东西 | hai2 huan2
  `,
  following: `
    我和他[重]归于好 | chong2
    这件事需要[重]视 | zhong4
    请[将]垃圾分类投放 | jiang1
    他一[觉]醒来已经天亮了 | jiao4
    这[行]诗写得真好 | hang2
    他[还]击了对手一拳 | huan2
    你[还]想去吗 | hai2
    这道题太[难]了 | nan2
    他[为]我们做了很多事 | wei4
    这些垃圾要及时[处]理 | chu3
    办事[处]就在楼下 | chu4
    这次考试我[差]点没及格 | cha4
    公司派他出[差]到广州 | chai1
    他的成绩[差]了一大截 | cha4
    他刚[调]来我们部门 | diao4
    把闹钟[调]到六点 | tiao2
    [长]期坚持就会有效果 | chang2
    [长]大了要孝顺父母 | zhang3
    他[量]了量这块布的长度 | liang2
    民间流[传]着很多故事 | chuan2
    他正在写一本自[传] | zhuan4
    我们[曾]经一起工作过 | ceng2
    她正在[削]土豆皮 | xiao1
    政府[削]减了这项预算 | xue1
    请[转]告他明天开会 | zhuan3
    轮子一直在[转] | zhuan4
    他往杯子里[倒]满了酒 | dao4
    那堵墙突然[倒]了 | dao3
    宝[藏]就埋在山洞里 | zang4
    他把钱[藏]在枕头底下 | cang2
    我[宁]可走路也不坐他的车 | ning4
    他[没]说一句话 | mei2
    洪水[没]过了膝盖 | mo4
    她[背]着孩子下山 | bei1
    他把课文[背]得滚瓜烂熟 | bei4
    明天你[得]早点来 | dei3
    我们[差]不多该走了 | cha4
    他[看]了看手表 | kan4
    他[给]了我一本书 | gei3
    请你[教]我游泳 | jiao1
    这里[只]有我一个人 | zhi3
    他[好]不容易找到了工作 | hao3
    他[冲]着大家喊了一声 | chong4
    大家[冲]向终点 | chong1
    她把头发[扎]了起来 | za1
    他[扎]进了人群 | zha1
    他把车停在路边，[没]熄火 | mei2
  `,
  names: `
    他在[重]庆上大学 | chong2
    [长]沙的夜景很美 | chang2
    [厦]门大学 | xia4
    [曾]先生今天来了吗 | zeng1
    [单]先生请到三号窗口 | shan4
    [解]先生是我们的客户经理 | xie4
    [朴]先生来自韩国 | piao2
    [查]先生在吗 | zha1
    [仇]先生请留步 | qiu2
    安徽[蚌]埠 | beng4
    浙江[丽]水市 | li2
    [六]安瓜片是名茶 | lu4
    天[台]山风景秀丽 | tai1
    广州市[番]禺区 | pan1
    [尉]迟敬德 | yu4
    山西洪[洞] | tong2
    河南[浚]县人 | xun4
    山东[牟]平 | mu4
    [华]山论剑 | hua4
    [华]先生 | hua4
    朝[鲜]族 | xian3
    山东[济]南 | ji3
    [重]阳登高 | chong2
    [宿]迁市 | su4
    [长]春市 | chang2
    [任]先生是我们的老师 | ren2
    [单]雄信 | shan4
    [纪]先生 | ji3
    [秘]鲁的首都是利马 | bi4
    西[藏]自治区 | zang4
    [盖]先生 | ge3
    [区]先生 | ou1
    [翟]先生 | zhai2
    [乐]山 | le4
    [乐]亭县 | lao4
    [敦]煌莫高窟 | dun1
    [大]理白族自治州 | da4
    [莘]县 | shen1
    [涡]阳县 | guo1
    [句]容市 | gou1
  `,
  words: `
    这是一项[重]大决定 | zhong4
    他在剧中扮演的[角]色 | jue2
    请[校]正错别字 | jiao4
    我们马上[着]手调查 | zhuo2
    你要多为别人[着]想 | zhuo2
    他穿[着]很朴素 | zhuo2
    这个东西的[模]样很奇怪 | mu2
    水电[供]应正常 | gong1
    上[供]品 | gong4
    他在[当]铺当了一块表 | dang4
    屋里很暖[和] | huo5
    我[乐]于助人 | le4
    他喜欢[乐]器 | yue4
    这道题[调]换一下顺序 | diao4
    他是个[强]脾气 | jiang4
    [强]人所难 | qiang3
    这本书[没]收了 | mo4
    [薄]饼 | bao2
    [薄]弱环节 | bo2
    [剥]夺权利 | bo1
    [剥]花生 | bao1
    [露]面 | lou4
    暴[露]问题 | lu4
    自[给]自足 | ji3
    交[给]你 | gei3
    [塞]车了 | sai1
    边[塞]风光 | sai4
    [尽]快回复 | jin3
    [尽]力而为 | jin4
    [恶]心想吐 | e3
    厌[恶] | wu4
    相[称] | chen4
    [称]重 | cheng1
    里[弄] | long4
    [模]具 | mu2
    [卡]壳 | qia3
    [卡]片 | ka3
    [散]步 | san4
    [散]装 | san3
    财[会]专业 | kuai4
    [率]先垂范 | shuai4
    出生[率] | lv4
    [扎]根基层 | zha1
    [挣]钱养家 | zheng4
    [参]差 | cen1
    [大]夫说没事 | dai4
    [几]乎没有 | ji1
    [圈]里的羊 | juan4
    [处]分 | chu3
    [结]巴 | jie1
    [得]罪人 | de2
    [提]防 | di1
    [畜]生 | chu4
    嗜[好] | hao4
    [模]范 | mo2
    湖[泊] | po1
    停[泊] | bo2
    [着]陆 | zhuo2
    [应]届毕业生 | ying1
    [应]用软件 | ying4
  `,
};

/// Every sentence of the round-2 own set.
export const POLYPHONE_ROUND2: readonly MarkedSentence[] = POLYPHONE_ROUND2_KINDS.flatMap((kind) =>
  RAW[kind]
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => parseMarked(kind, line)),
);
