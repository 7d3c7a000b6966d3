// The words around a number that decide how it is read (issue 25 item 1: classify before reading).
// Each table is small on purpose and documented: a word is here because a reader of news, ads or
// customer-service scripts reads the number next to it that way. Words are matched as written, at
// most three characters away from the number (尾号是1702, 电话：010…), or right after it.

/// Before a number: a phone or service number, read digit by digit with 幺 (spec 02 §9).
export const PHONE_BEFORE = [
  '电话', '手机', '热线', '拨打', '请拨', '拨', '致电', '来电', '呼叫', '客服', '联系方式', '尾号', '验证码', '短信', '分机',
  '座机', '传真', '房间', '房号', '手机号', 'Tel', 'TEL', 'tel',
] as const;

/// After a number: a phone or service number (12345热线, 400电话, 110报警, 1706房间); three digits or more.
export const PHONE_AFTER = ['热线', '电话', '报警', '急救', '专线', '客服', '服务热线', '政务', '举报', '投诉', '房间', '号房'] as const;

/// Before a number: an identifier (a code, an account, a model, a road), read digit by digit with 一.
/// `号码` alone decides nothing (发票号码 is an identifier, 手机号码 a phone): the word before it does.
export const ID_BEFORE = [
  '编号', '工号', '学号', '账号', '帐号', '单号', '订单', '卡号', '身份证', '证件', '邮编', '邮政编码', '车牌', '批次', '型号', '航班',
  '车次', '代码', '序列号', '货号', '准考证', '密码', '口令', '取件码', '取票号', '取餐号', '流水号', '车架号', '发票', '编码', '合同',
  '运单', '票号', '排队号', '预约号', '挂号', '会员号', '会员卡', 'QQ号', 'QQ', '微信号', '国道', '省道', '县道', '骁龙', '麒麟', '天玑', '波音', '空客',
  '分辨率', 'ID', 'id', 'No.', 'NO.', '#',
] as const;

/// Three-digit names that are codes wherever they stand before these words or alone: 985 and 211
/// (university programmes) are read 九八五, 二一一.
export const NAMED_CODES = ['985', '211'] as const;
/// What may follow such a code for it to be one (985高校, 211工程, 985、211, or the end of a clause).
export const NAMED_CODE_AFTER = ['大学', '高校', '院校', '工程', '学校', '名校', '计划', '双一流', '、', '和', '与', '及', '或', '，', '。', '！', '？', '；', ',', '.', ')', '）'] as const;

/// Before a number: a picture size follows (1920×1080 is read 一九二零乘一零八零).
export const RESOLUTION_BEFORE = ['分辨率', '像素', '尺寸'] as const;
/// Heights of common picture sizes: N×(one of these) is a resolution even without a word before it.
export const RESOLUTION_HEIGHTS = ['480', '576', '720', '768', '800', '900', '1080', '1200', '1440', '1600', '2160', '3000', '4320'] as const;

/// Before a number: 2:1 or 2-1 is a score (the first group also makes a time-like 19:35 a score).
export const SCORE_BEFORE_STRONG = [
  '比分', '比数', '战胜', '击败', '打败', '负于', '扳平', '战平', '以', '战成', '打成', '扳成', '改写为', '定格在', '定格为',
  // ratios: 长宽比16:10 is never a time
  '长宽比', '宽高比', '高宽比', '比例', '比值', '赔率',
] as const;
export const SCORE_BEFORE = [
  ...SCORE_BEFORE_STRONG, '比赛', '胜', '赢', '输', '领先', '落后', '逆转', '决赛', '半场', '全场', '主场', '客场', '首局', '局', '盘', '点球',
  '两队', '双方', '主队', '客队',
] as const;
/// After a number: the range before was a score.
export const SCORE_AFTER = [
  '获胜', '取胜', '战胜', '击败', '胜出', '告负', '落败', '赢', '输', '领先', '战平', '打平', '的比分', '险胜', '完胜', '大胜', '惜败', '负', '逆转',
  '不敌', '小胜', '晋级', '握手言和', '互交白卷', '绝杀', '拿下', '平', '横扫', '力克',
] as const;

/// Before a month/day written with a slash (3/8): a date, even where it could be a fraction.
export const DATE_BEFORE = [
  '日期', '今天', '明天', '昨天', '后天', '前天', '截至', '截止', '生日', '出生', '定于', '时间', '有效期', '到期', '签发', '发货', '入场',
  '周一', '周二', '周三', '周四', '周五', '周六', '周日', '周天', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日',
  '星期天', '本周', '下周', '上周',
] as const;
/// Before a slash: a fraction (占1/3, 约2/3, 总量的9/20, 占了7/16).
export const FRACTION_BEFORE_END = ['占', '约', '近', '仅', '有', '乘', '除', '加', '减', '的', '了', '为', '是', '剩', '超过', '不到', '大约', '将近', '高出', '降了', '缩短了', '相当于'] as const;
/// After a slash: a fraction (1/3的, 3/16英寸, 1/2杯).
export const FRACTION_AFTER = ['的', '以', '左右', '概率', '英寸', '寸', '杯', '片', '个', '块', '匙', '勺', '决赛', '大小', '秒', '以上', '以下', '为', '来自'] as const;

/// Around h:mm:ss: a length of time, not a time of day (用时2:15:30 两小时十五分三十秒).
export const DURATION_BEFORE = ['用时', '耗时', '时长', '历时', '成绩', '跑出', '全程'] as const;
export const DURATION_AFTER = ['的成绩', '完赛', '夺冠', '冲线', '撞线', '的时间', '的好成绩'] as const;

/// Words of the time of day already said before a clock time: an am/pm after it adds nothing.
export const DAYTIME_WORDS = ['上午', '下午', '中午', '早上', '晚上', '凌晨', '傍晚', '夜里', '早晨'] as const;

/// Before a year written without its century (86年 八六年), after which it is a year…
export const SHORT_YEAR_BEFORE = ['是', '于', '在', '早在', '从', '自', '到', '至', '直到', '那是', '上世纪', '世纪', '当年'] as const;
/// …and what may follow its 年 (86年出生, 18年夏天, 02年的那场).
export const SHORT_YEAR_AFTER = ['出生', '生', '夏', '冬', '春', '秋', '初', '底', '末', '那', '的冬', '的夏', '的春', '的秋', '的那', '参加', '毕业', '入学', '结婚', '入职', '认识', '创办', '成立', '开始'] as const;
/// Before such a number: a count of years, never a year (工作了15年, 近10年, 这20年).
export const YEAR_COUNT_BEFORE = ['了', '过', '近', '约', '有', '满', '达', '这', '那', '每', '第', '共', '多', '几', '整整', '足足', '将近', '长达', '历时'] as const;
