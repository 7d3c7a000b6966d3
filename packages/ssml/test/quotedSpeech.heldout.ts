// Held-out passages for quoted-speech dialogue (issue 27 item 4). Written before `findQuotedSpeakers` existed and
// never used to tune it: the test prints the score on them and holds only a floor, so a change that helps the
// development cases but hurts real prose shows here. Each passage lists, for every quotation in order, who really
// says it (a reader's answer, pronouns resolved, unattributed turns included) or null for words nobody speaks
// aloud in the story (a sign, a title).
export interface QuotedPassage {
  text: string;
  speakers: readonly (string | null)[];
}

export const heldOutPassages: readonly QuotedPassage[] = [
  {
    text: '放学铃响了，小刚背起书包往外跑。“等等我！”小丽在后面喊。小刚停下来回头问：“你今天不去兴趣班吗？”“老师生病了，今天不上。”小丽说。',
    speakers: ['小丽', '小刚', '小丽'],
  },
  {
    text: '奶奶把热好的牛奶端到桌上，说：“趁热喝，凉了就腥了。”\n乐乐皱着眉头问道：“能不能加点糖？”\n“只加一勺。”奶奶笑道。',
    speakers: ['奶奶', '乐乐', '奶奶'],
  },
  {
    text: '“各位乘客，列车即将到达终点站。”广播里传来乘务员的声音。王叔叔站起身，对身边的年轻人说：“小伙子，帮我把行李拿下来好吗？”年轻人爽快地答道：“没问题！”',
    speakers: ['乘务员', '王叔叔', '年轻人'],
  },
  {
    text: '张医生看完片子，沉默了一会儿。“情况比我们想的要好。”他说，“再观察两周就可以出院了。”病人家属连声说：“谢谢医生，谢谢医生！”',
    speakers: ['张医生', '张医生', '病人家属'],
  },
  {
    text: '“妈妈，外面下雪了！”女儿趴在窗边叫道。\n妈妈放下手里的活，走过来看了看：“真的呢，今年的第一场雪。”\n“我们能去堆雪人吗？”\n“先把作业写完。”',
    speakers: ['女儿', '妈妈', '女儿', '妈妈'],
  },
  {
    text: '门口贴着一张纸条：“今日盘点，暂停营业。”李大爷叹了口气，自言自语道：“又白跑一趟。”',
    speakers: [null, '李大爷'],
  },
  {
    text: '老板娘一边擦桌子一边问：“两位吃点什么？”\n“两碗牛肉面，一碗不要香菜。”陈先生说。\n老板娘朝后厨喊：“两碗牛肉面，一碗免香菜！”',
    speakers: ['老板娘', '陈先生', '老板娘'],
  },
  {
    text: '会议开始前，经理清了清嗓子：“今天只讲三件事。”小周在本子上写下日期，悄悄问旁边的同事：“第几件跟我们组有关？”同事小声回答：“应该是第二件。”',
    speakers: ['经理', '小周', '同事'],
  },
  {
    text: '“你看见我的钥匙了吗？”爸爸在客厅里转来转去。\n哥哥头也不抬地说：“在鞋柜上。”\n“鞋柜上没有啊。”\n“那就在你口袋里。”哥哥说。',
    speakers: ['爸爸', '哥哥', '爸爸', '哥哥'],
  },
  {
    text: '小狐狸眨眨眼睛，对乌鸦说：“您的歌声一定非常动听，能唱一首吗？”乌鸦得意极了，张开嘴巴“哇”地叫了一声，肉就掉了下去。',
    speakers: ['小狐狸', null],
  },
  {
    text: '记者问：“这项技术什么时候能进入普通家庭？”刘教授回答说：“最快也要五年。”她补充道：“成本是最大的问题。”',
    speakers: ['记者', '刘教授', '刘教授'],
  },
  {
    text: '“谁把花瓶打碎了？”老师走进教室问。教室里一片安静。过了好一会儿，明明站起来说：“是我，对不起。”老师点点头：“能承认错误就好。”',
    speakers: ['老师', '明明', '老师'],
  },
];
