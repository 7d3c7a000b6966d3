// The seeded writing library (issue 15): the magic prompt library (spec 02 §2.9, 12 a page) and the
// inspiration templates (spec 02 §2.10). Written for a dubbing studio: every prompt and template ends in a
// script someone records. 【…】 marks what the user replaces before sending.
import type { GptPromptCategory, GptTemplateIcon } from '@peiyin/api-client';

export interface LibraryPrompt {
  key: string;
  category: GptPromptCategory;
  title: string;
  subtitle: string;
  zh: string;
  en: string;
}

const p = (key: string, category: GptPromptCategory, title: string, subtitle: string, zh: string, en: string): LibraryPrompt => ({ key, category, title, subtitle, zh, en });

export const libraryPrompts: LibraryPrompt[] = [
  // 口播文案
  p('talk-knowledge', '口播文案', '知识口播稿', '60秒讲清一个知识点', '请以【主题】为题，写一篇60秒左右的知识类口播稿（约240字）：开头一句抛出反常识的问题吸引注意，中间用三个要点讲清楚，每个要点配一个生活化的例子，结尾一句总结并引导关注。语言口语化，句子短，适合配音。', 'Write a 60-second knowledge voice-over script (about 240 Chinese characters) on 【topic】: open with a counter-intuitive question, explain three key points each with an everyday example, and close with a one-line summary and a call to follow. Conversational, short sentences, easy to read aloud.'),
  p('talk-opinion', '口播文案', '观点表达口播', '鲜明立场，层层递进', '围绕【话题】写一篇观点类口播稿，时长约90秒：第一句亮明观点，接着用“为什么”“怎么办”两部分展开，各给一个真实可信的场景，最后用一句有力量的金句收尾。避免说教，像朋友聊天一样。', 'Write a 90-second opinion voice-over on 【topic】: state the view in the first sentence, then develop "why" and "what to do", each with a believable scene, and end with a strong memorable line. Friendly, not preachy.'),
  p('talk-story-hook', '口播文案', '故事型开头', '三秒留住观众', '为【主题】的口播视频写5个不同的开头，每个不超过30字，分别用悬念、冲突、数字、提问、亲身经历五种手法，读起来要有画面感。', 'Write 5 different openings (under 30 characters each) for a voice-over video about 【topic】, using suspense, conflict, a number, a question and a personal experience respectively. Each should paint a picture.'),
  p('talk-personal-ip', '口播文案', '个人IP自我介绍', '让观众记住你', '我是【职业/身份】，擅长【专长】，想做【内容方向】的账号。请帮我写一段30秒的自我介绍口播（约120字），突出我能给观众带来的价值，结尾引导关注，语气真诚自然。', 'I am a 【profession】 skilled in 【expertise】, starting a channel about 【content area】. Write a 30-second self-introduction voice-over (about 120 characters) highlighting the value I bring to viewers, ending with a call to follow. Sincere and natural.'),
  p('talk-list', '口播文案', '清单式口播', '盘点类内容一气呵成', '写一篇“【数量】个【主题】”的盘点口播稿，每一条先说名称，再用两三句话说明亮点，条与条之间用自然的过渡语衔接，总时长控制在2分钟以内。', 'Write a "【number】 【topic】" countdown voice-over: for each item give its name and two or three sentences on why it stands out, link items with natural transitions, total under 2 minutes.'),
  p('talk-weekly', '口播文案', '周报/复盘口播', '把枯燥汇报讲生动', '把下面的工作要点改写成一段2分钟的复盘口播稿，按“成果—问题—下一步”的顺序讲，数据读起来要顺口，语气积极但不浮夸：\n【工作要点】', 'Turn the work notes below into a 2-minute review voice-over in the order results – problems – next steps. Make figures easy to say aloud; positive but not exaggerated:\n【notes】'),

  // 短视频
  p('short-script', '短视频', '短视频分镜脚本', '画面+口播一一对应', '为【产品/主题】写一个45秒的短视频脚本，用“镜头号｜画面｜口播”三栏的文字形式（不要表格，每个镜头一段），共6到8个镜头，口播总字数约180字，节奏先快后稳。', 'Write a 45-second short-video script for 【product/topic】 as numbered shots, each with "visuals" and "voice-over" lines (no table), 6–8 shots, about 180 characters of voice-over, fast then steady.'),
  p('short-vlog', '短视频', 'Vlog旁白', '记录生活的温度', '我拍了一段【场景/经历】的Vlog，请写一段1分钟的旁白，第一人称，语气轻松温暖，有一两句让人会心一笑的细节，结尾留一个开放的小感悟。', 'I filmed a vlog about 【scene/experience】. Write a 1-minute first-person narration, relaxed and warm, with one or two details that make viewers smile, ending with a small open reflection.'),
  p('short-title', '短视频', '爆款标题', '标题+封面文案', '为一条讲【内容】的短视频起10个标题，每个不超过20字，并为其中最好的3个各配一句不超过8字的封面大字。不要标题党，不夸大。', 'Suggest 10 titles (under 20 characters each) for a short video about 【content】, and give the best three a cover caption of at most 8 characters. No clickbait or exaggeration.'),
  p('short-trend', '短视频', '热点借势文案', '借热点讲自己的事', '最近的热点是【热点事件】，我的账号做【领域】。请写一段40秒的口播，自然地从热点过渡到我的领域，给观众一个有用的观点，避免消费负面事件。', 'The current trend is 【event】 and my channel covers 【field】. Write a 40-second voice-over that moves naturally from the trend to my field and offers a useful takeaway, without exploiting negative news.'),
  p('short-comment', '短视频', '评论区互动话术', '把评论变成下一条视频', '根据这条观众评论写一段30秒的回复口播，先感谢，再正面回答，最后抛出一个新问题引导互动：\n【评论内容】', 'Write a 30-second reply voice-over to the viewer comment below: thank them, answer directly, then ask a new question to keep the conversation going:\n【comment】'),
  p('short-series', '短视频', '系列选题策划', '一次规划十期内容', '我的账号定位是【定位】，目标观众是【人群】。请策划一个10期的短视频系列，每期给出标题、核心看点和一句开场白。', 'My channel is about 【positioning】 for 【audience】. Plan a 10-episode short-video series, giving each episode a title, its main hook and an opening line.'),

  // 直播带货
  p('live-opening', '直播带货', '直播开场话术', '开播三分钟留人', '写一段直播开场话术（约2分钟），我卖的是【品类】，今天的福利是【福利】。包括欢迎新进直播间的观众、预告今天的节奏、引导点关注和分享，语气热情但不吵闹。', 'Write a 2-minute livestream opening. I sell 【category】 and today\'s offer is 【offer】. Welcome newcomers, preview the schedule and invite follows and shares; energetic but not shouty.'),
  p('live-product', '直播带货', '单品讲解话术', '痛点-卖点-信任-促单', '为【商品名称】写一段3分钟的直播讲解话术，按“用户痛点—产品卖点（3个）—信任背书—价格对比—限时促单”的结构，卖点要具体到使用场景，不使用绝对化用语。商品信息：【商品信息】', 'Write a 3-minute live-selling pitch for 【product】 structured as pain point – three selling points – trust – price comparison – limited-time close. Tie each selling point to a real use case; no absolute claims. Product info: 【info】'),
  p('live-objection', '直播带货', '顾虑应答话术', '化解下单前的犹豫', '观众在直播间常问：【常见问题，如会不会起球/适不适合敏感肌】。请分别写出真诚、有依据、不夸大的回答话术，每条30秒以内。', 'Viewers often ask: 【common questions】. Write sincere, well-grounded, non-exaggerated answers for each, under 30 seconds apiece.'),
  p('live-flash', '直播带货', '秒杀倒计时话术', '制造紧张感不制造焦虑', '写一段限时秒杀的倒计时话术（约1分钟），商品是【商品】，库存【数量】件，价格【价格】。要有节奏感，多用短句，提醒下单步骤。', 'Write a 1-minute flash-sale countdown for 【product】 with 【quantity】 in stock at 【price】. Rhythmic, short sentences, and remind viewers how to order.'),
  p('live-closing', '直播带货', '下播话术', '感谢+预告+留存', '写一段1分钟的下播话术：感谢今天的观众和下单的朋友，回顾今天的爆款，预告【下次直播时间和福利】，引导关注和加入粉丝群。', 'Write a 1-minute livestream closing: thank viewers and buyers, recap today\'s best sellers, announce 【next session and offer】 and invite follows and fan-group joins.'),
  p('live-warmup', '直播带货', '直播预告短视频', '提前一天预热', '为明天【时间】的直播写一条30秒的预告口播，主推【商品】，福利是【福利】，结尾提醒点击预约。', 'Write a 30-second teaser voice-over for tomorrow\'s livestream at 【time】 featuring 【product】 with 【offer】, ending with a reminder to book.'),

  // 新闻资讯
  p('news-bulletin', '新闻资讯', '新闻播报稿', '标准播音腔结构', '把下面的素材改写成一条1分钟的新闻播报稿：导语一句话交代何时、何地、何事，主体按重要性递减展开，结尾交代后续或影响。语言客观准确，适合播音员朗读。\n【新闻素材】', 'Rewrite the material below into a 1-minute news bulletin: a lead giving when, where and what, a body in descending importance, and a closing on consequences or next steps. Objective and accurate, for a newsreader.\n【material】'),
  p('news-morning', '新闻资讯', '早间资讯速览', '三分钟听完今日要闻', '把下面的几条消息整理成一段“早间资讯速览”口播，先打招呼，每条消息两三句，条与条之间用过渡语，结尾祝大家有美好的一天。\n【消息列表】', 'Compile the items below into a "morning briefing" voice-over: greet listeners, two or three sentences per item with transitions, and end by wishing everyone a good day.\n【items】'),
  p('news-explain', '新闻资讯', '新闻解读', '把政策讲明白', '用通俗的话解读【政策/事件】：它讲了什么、和普通人有什么关系、需要注意什么。写成2分钟的口播稿，避免官话套话，不做主观猜测。', 'Explain 【policy/event】 in plain words: what it says, how it affects ordinary people and what to watch out for. A 2-minute voice-over, no jargon, no speculation.'),
  p('news-local', '新闻资讯', '本地生活资讯', '社区广播风格', '写一段本地生活资讯口播，内容包括：【天气、交通、活动等信息】。语气亲切，像社区广播一样，时长约1分钟。', 'Write a 1-minute local-life bulletin covering 【weather, traffic, events】, friendly like a community radio host.'),
  p('news-tech', '新闻资讯', '科技快讯', '新技术一分钟讲透', '把这条科技新闻改写成60秒口播：它是什么、厉害在哪、对我们有什么影响。专业术语要用一句大白话解释。\n【新闻内容】', 'Rewrite this tech news as a 60-second voice-over: what it is, why it matters and how it affects us, explaining every technical term in one plain sentence.\n【news】'),
  p('news-interview', '新闻资讯', '采访提纲', '问得准，答得出', '我要采访【人物/身份】，主题是【主题】。请列出10个由浅入深的采访问题，并为节目写一段30秒的开场串词。', 'I am interviewing 【person】 about 【topic】. List 10 questions from easy to deep and write a 30-second programme opening.'),

  // 有声书
  p('book-narration', '有声书', '小说旁白改编', '把文字变成听得懂的声音', '把下面的小说片段改编成适合有声书录制的版本：补足只靠看才能懂的信息，对话前标明说话人和语气（如【男主·压低声音】），长段落拆成短句，保留原作风格。\n【小说片段】', 'Adapt the novel excerpt below for an audiobook: add information that only works on the page, tag each line of dialogue with speaker and tone (e.g. 【hero · low voice】), split long paragraphs, keep the author\'s style.\n【excerpt】'),
  p('book-bedtime', '有声书', '睡前故事', '温柔讲给孩子听', '写一个适合【年龄】岁孩子的睡前故事，主角是【角色】，讲一个关于【品质，如勇敢/分享】的小道理，约800字，语言温柔，有重复的句式，结尾安静下来，方便哄睡。', 'Write a bedtime story for 【age】-year-olds starring 【character】 about 【value, e.g. courage/sharing】, about 800 characters, gentle language with repeated phrases, ending quietly for sleep.'),
  p('book-drama', '有声书', '广播剧剧本', '多角色对白', '以【故事梗概】为基础，写一场3到5分钟的广播剧戏，包含场景音效提示（用【音效：…】标注）、旁白和至少三个角色的对白，每句对白标明角色和情绪。', 'Based on 【synopsis】, write a 3–5 minute radio-drama scene with sound-effect cues (【SFX: …】), narration and at least three characters, each line tagged with character and emotion.'),
  p('book-summary', '有声书', '好书解读', '15分钟听完一本书', '为《【书名】》写一份有声解读稿的提纲和开头：提纲分五个部分，每部分一句话概括；开头约300字，说明这本书为什么值得听。', 'For the book 《【title】》 write an outline of an audio book summary in five parts (one line each) and a 300-character opening on why it is worth listening to.'),
  p('book-poem', '有声书', '诗歌朗诵稿', '配乐朗诵的节奏', '为【诗歌/散文名称或主题】写一段朗诵前的引导语（约100字），再把正文按朗诵节奏分行，在需要停顿的地方用“/”标出，情感高潮处提示“渐强”。', 'Write a 100-character introduction for reciting 【poem/essay or theme】, then lay out the text in recitation lines, marking pauses with "/" and the emotional climax with "crescendo".'),
  p('book-character', '有声书', '角色声音设定', '给配音主播的角色说明', '为我的有声作品中的角色写声音设定：【角色列表及简介】。每个角色写出年龄感、音色、语速、口头禅和情绪特点，方便选择配音主播。', 'Write voice profiles for the characters in my audio work: 【characters and descriptions】. For each give apparent age, timbre, pace, catchphrase and emotional traits, to help choose voice anchors.'),

  // 广告营销
  p('ad-15s', '广告营销', '15秒广告配音', '一句记住品牌', '为【品牌/产品】写3版15秒广告配音稿（每版约60字），分别走温情、幽默、高端三种风格，每版都以品牌口号结尾。', 'Write three 15-second ad voice-overs (about 60 characters each) for 【brand/product】 in warm, humorous and premium styles, each ending with the brand slogan.'),
  p('ad-slogan', '广告营销', '品牌口号', '好读好记好传播', '为【品牌】想10个品牌口号，每个不超过12字，押韵或对仗优先，读起来顺口，并说明每个口号想传达的感觉。', 'Come up with 10 slogans for 【brand】, at most 12 characters each, preferring rhyme or parallelism, easy to say, each with the feeling it conveys.'),
  p('ad-store', '广告营销', '门店促销广播', '循环播放的店内广播', '写一段门店循环播放的促销广播（约40秒），店铺是【店铺类型】，活动是【活动内容和时间】，语气热情，关键信息重复一次，结尾欢迎进店。', 'Write a 40-second in-store promotional announcement for a 【shop type】 about 【offer and dates】, cheerful, repeating key details once and ending with a welcome.'),
  p('ad-brand-story', '广告营销', '品牌故事', '有温度的品牌宣传片', '根据以下信息写一段2分钟的品牌宣传片旁白：【品牌历史、创始人、理念、产品】。以一个具体的人或瞬间开场，情感真挚，避免空洞的形容词。', 'Write a 2-minute brand-film narration from the following: 【history, founder, values, products】. Open with a specific person or moment, heartfelt, no empty adjectives.'),
  p('ad-recruit', '广告营销', '招聘/招商广告', '说清条件，打动人心', '为【公司/项目】写一段1分钟的招聘（或招商）广告配音，说清楚岗位/合作方式、待遇/优势和联系方式，语气真诚有吸引力。', 'Write a 1-minute recruitment (or partnership) ad voice-over for 【company/project】 stating the role or cooperation model, benefits and contact details; sincere and appealing.'),
  p('ad-radio', '广告营销', '电台广告', '只有声音也有画面', '写一段30秒的电台广告，产品是【产品】，用一个生活场景的对话开头（两个角色），再由旁白点出产品和购买方式。', 'Write a 30-second radio ad for 【product】 opening with a two-person everyday dialogue, then a narrator naming the product and where to buy it.'),

  // 课程讲解
  p('course-intro', '课程讲解', '课程开场白', '第一节课抓住学员', '我要讲一门关于【课程主题】的课，学员是【学员画像】。请写一段3分钟的开场白：说明这门课能解决什么问题、课程结构、学习方法，并讲一个小故事拉近距离。', 'I teach a course on 【topic】 for 【learners】. Write a 3-minute opening: what problems it solves, how it is structured, how to study, plus a short story to build rapport.'),
  p('course-concept', '课程讲解', '概念讲解稿', '一个比喻讲透难点', '用一个贴近生活的比喻，把【概念】讲给零基础的人听。写成2分钟讲解稿，先比喻、再定义、再举例、最后小结。', 'Explain 【concept】 to a complete beginner with one everyday metaphor. A 2-minute lecture script: metaphor, definition, example, summary.'),
  p('course-ppt', '课程讲解', 'PPT讲稿', '每页讲什么一目了然', '根据下面的PPT大纲，为每一页写一段讲稿（每页30到60秒），页与页之间有过渡句，整体口语化。\n【PPT大纲】', 'For the slide outline below write speaker notes per slide (30–60 seconds each) with transitions between slides, conversational overall.\n【outline】'),
  p('course-microlesson', '课程讲解', '微课脚本', '5分钟一个知识点', '为【知识点】写一个5分钟的微课脚本：导入问题、讲解（分两到三步）、一道小练习、总结回顾。在需要配合画面的地方用【画面：…】标注。', 'Write a 5-minute micro-lesson script for 【point】: hook question, explanation in two or three steps, a short exercise and a recap. Mark visual cues as 【visual: …】.'),
  p('course-product-training', '课程讲解', '产品培训稿', '让新员工一听就会', '为新员工写一段【产品/系统】的培训讲解稿，10分钟左右，包括它是什么、核心功能、常见问题和操作注意事项，语言简明。', 'Write a 10-minute training script for new staff on 【product/system】: what it is, core features, FAQs and operating cautions; concise.'),
  p('course-exam', '课程讲解', '考点串讲', '考前快速复习', '把【科目/章节】的重要考点整理成一段15分钟的串讲音频稿，按考点逐条讲，每条给出一个易错提醒，语速适中，便于复习。', 'Turn the key exam points of 【subject/chapter】 into a 15-minute revision audio script, point by point with one common-mistake tip each, at a moderate pace.'),

  // 润色翻译
  p('polish-spoken', '润色翻译', '书面稿改口语稿', '读起来不拗口', '把下面这段书面文字改成适合配音朗读的口语稿：长句拆短，去掉“之”“其”“亦”等书面词，保留原意，字数相近。\n【原文】', 'Rewrite the written text below as a spoken script for voice-over: split long sentences, replace literary words, keep the meaning and length.\n【text】'),
  p('polish-shorten', '润色翻译', '精简到指定时长', '按秒数压缩稿子', '把下面的稿子压缩到【秒数】秒能读完（按每秒约4个字估算），保留最重要的信息和结尾的号召。\n【原稿】', 'Cut the script below so it can be read in 【seconds】 seconds (about 4 characters per second), keeping the key information and the closing call to action.\n【script】'),
  p('polish-english', '润色翻译', '中译英配音稿', '外语版本一步到位', '把下面的中文配音稿翻译成适合英语配音的版本，意译优先，句子长度与中文节奏相近，品牌名和口号给出两种译法供选择。\n【中文稿】', 'Translate the Chinese voice-over below into English for dubbing, favouring idiomatic meaning, with sentence lengths matching the Chinese rhythm; offer two options for brand names and slogans.\n【script】'),
  p('polish-tone', '润色翻译', '换一种语气', '同一内容，不同风格', '把下面的文案分别改写成“亲切温柔”“专业权威”“活泼俏皮”三种语气的版本，每版字数与原文相近。\n【原文】', 'Rewrite the copy below in three tones – warm and gentle, professional and authoritative, lively and playful – each about the same length as the original.\n【copy】'),
  p('polish-pinyin', '润色翻译', '多音字与读音检查', '配音前排雷', '检查下面的配音稿里容易读错的多音字、生僻字、数字和英文缩写，逐条列出正确读法（带拼音和声调），并给出更不易读错的替换写法。\n【稿子】', 'Check the voice-over script below for characters with several readings, rare characters, numbers and abbreviations likely to be misread; list the correct reading of each (pinyin with tones) and a safer alternative wording.\n【script】'),
  p('polish-subtitle', '润色翻译', '稿子拆字幕', '每行不超过16字', '把下面的配音稿按朗读停顿拆成字幕，每行不超过16个字，不在词语中间断开，去掉行末标点。\n【稿子】', 'Split the voice-over script below into subtitle lines at natural pauses, at most 16 characters per line, never breaking inside a word, without trailing punctuation.\n【script】'),
];

export interface LibraryTemplate {
  code: string;
  icon: GptTemplateIcon;
  title: string;
  subtitle: string;
  placeholder: string;
  demos: string[];
  instruction: string;
  label?: { text: string; color: string; bg: string };
}

const hot = { text: '热门', color: '#d4380d', bg: '#fff2e8' };
const recommended = { text: '推荐', color: '#531dab', bg: '#f9f0ff' };
const fresh = { text: '新', color: '#08979c', bg: '#e6fffb' };

export const libraryTemplates: LibraryTemplate[] = [
  {
    code: 'short-video-talk',
    icon: 'video',
    title: '短视频口播',
    subtitle: '一分钟口播稿，开头抓人，结尾引导关注',
    placeholder: '输入视频主题和想讲的要点，例如：上班族如何利用通勤时间学习，三个方法',
    demos: ['普通人如何开始健身，给新手的三个建议', '为什么你总是存不下钱', '第一次去云南旅行要注意什么'],
    instruction: '写一篇60秒左右（约240字）的短视频口播稿：第一句就抛出痛点或悬念，中间分两到三点讲清楚，每点配一个生活化的例子，结尾一句总结并引导点赞关注。',
    label: hot,
  },
  {
    code: 'live-selling',
    icon: 'live',
    title: '直播带货',
    subtitle: '痛点、卖点、信任、促单，一套完整话术',
    placeholder: '输入商品名称、价格和主要卖点，例如：保温杯，69元，316不锈钢，保温12小时',
    demos: ['无线蓝牙耳机，129元，续航30小时，降噪', '儿童护眼台灯，199元，无频闪，三档色温', '云南小粒咖啡豆，59元一斤，中度烘焙'],
    instruction: '写一段约3分钟的直播带货话术，按“用户痛点—三个具体卖点（结合使用场景）—信任背书—价格对比—限时促单”展开，口语化、有节奏感，不使用“最”“第一”等绝对化用语。',
    label: hot,
  },
  {
    code: 'product-intro',
    icon: 'product',
    title: '产品介绍',
    subtitle: '把参数讲成好处，适合详情页视频配音',
    placeholder: '输入产品名称和特点，例如：便携榨汁杯，无线充电，30秒出汁，可水洗',
    demos: ['智能扫地机器人，激光导航，自动集尘', '真丝睡衣，22姆米重磅真丝，亲肤透气', '折叠电动自行车，续航60公里，重15公斤'],
    instruction: '写一段45秒到1分钟的产品介绍配音稿，把每个参数翻译成用户能感受到的好处，按“一句话定位—三个核心亮点—适合谁—一句行动号召”组织。',
    label: recommended,
  },
  {
    code: 'audiobook-narration',
    icon: 'book',
    title: '有声书旁白',
    subtitle: '画面感强的叙事旁白，适合有声小说',
    placeholder: '输入情节梗概或场景，例如：雪夜，少年独自走进废弃的戏院，听见有人在唱戏',
    demos: ['黎明前的渔村，老渔夫最后一次出海', '高考结束那天，两个好朋友在天台告别', '古城的雨夜，一个撑伞的陌生人敲开了客栈的门'],
    instruction: '写一段约500字的有声书旁白：第三人称叙述，调动声音、气味、光线等细节营造画面感，节奏张弛有度，留一个让人想听下去的悬念；对白前注明说话人和语气。',
    label: recommended,
  },
  {
    code: 'news-broadcast',
    icon: 'news',
    title: '新闻播报',
    subtitle: '标准新闻结构，客观准确，适合播音',
    placeholder: '输入新闻素材：时间、地点、事件和相关数据',
    demos: ['本市地铁5号线今日开通，全长32公里，设站20座', '某社区举办垃圾分类宣传周，居民参与超千人', '今年第一场寒潮明天抵达，最低气温将降至零下5度'],
    instruction: '写一条约1分钟的新闻播报稿：导语一句话交代何时、何地、何事，主体按重要性递减展开，结尾交代影响或后续安排；语言客观中立，不做推测。',
  },
  {
    code: 'course-lecture',
    icon: 'course',
    title: '课程讲解',
    subtitle: '比喻开场、分步讲解，零基础也能听懂',
    placeholder: '输入要讲的知识点和听众，例如：什么是复利，讲给刚工作的年轻人',
    demos: ['光合作用，讲给小学五年级学生', '什么是区块链，讲给退休的父母', 'Excel数据透视表入门，讲给行政新人'],
    instruction: '写一段3分钟左右的讲解稿：用一个生活中的比喻开场，再给出准确的定义，分两到三步讲解并各举一例，最后用一两句话小结。术语第一次出现时用大白话解释。',
  },
  {
    code: 'ad-voiceover',
    icon: 'ad',
    title: '广告配音',
    subtitle: '15秒到30秒的广告片配音，一句记住品牌',
    placeholder: '输入品牌、产品和想传达的感觉，例如：本地烘焙店，手工现烤，温暖的早晨',
    demos: ['社区健身房，24小时营业，月卡99元', '国风茶饮新品，桂花乌龙，秋天限定', '新能源汽车，长续航，适合一家人出游'],
    instruction: '写三版广告配音稿：15秒（约60字）、30秒（约120字）各一版，再给一版温情风格的30秒版本；每版以一句简短有力、好读好记的品牌口号结尾，遵守广告法。',
    label: hot,
  },
  {
    code: 'festival-greeting',
    icon: 'festival',
    title: '节日祝福',
    subtitle: '送给客户、同事、家人的语音祝福',
    placeholder: '输入节日、对象和想表达的心意，例如：春节，给合作多年的客户，感谢与新年祝愿',
    demos: ['中秋节，给团队成员，感谢一年的辛苦', '母亲节，给妈妈，想说但没说出口的话', '元旦，公司给全体用户的新年致辞'],
    instruction: '写一段30到60秒的语音祝福：开头点明节日和对象，中间一到两个具体的回忆或细节表达心意，结尾送上祝福；真挚自然，不堆砌成语。',
    label: hot,
  },
  {
    code: 'bedtime-story',
    icon: 'story',
    title: '睡前故事',
    subtitle: '温柔舒缓的儿童故事，哄睡好帮手',
    placeholder: '输入故事主角和想讲的道理，例如：小刺猬，学会分享',
    demos: ['怕黑的小狐狸，学会勇敢', '爱说“不”的小企鹅，学会倾听', '月亮上的兔子，想念地球上的朋友'],
    instruction: '写一个适合3到6岁孩子的睡前故事，约600字：语言温柔简单，多用重复和拟声词，情节有一个小小的困难和温暖的解决，结尾节奏慢下来，以晚安结束。',
  },
  {
    code: 'brand-film',
    icon: 'brand',
    title: '企业宣传片',
    subtitle: '有温度有力量的企业/品牌宣传片旁白',
    placeholder: '输入企业名称、行业、发展历程和理念',
    demos: ['一家做了二十年的家族五金厂，转型做智能家居', '乡村合作社，带领村民种有机蔬菜', '一家专注无障碍设计的科技公司'],
    instruction: '写一段2到3分钟的企业宣传片旁白：从一个具体的人或瞬间切入，讲起点、坚持、突破和愿景四个段落，句子有力量但不空洞，少用形容词，多用事实和画面。',
  },
  {
    code: 'travel-vlog',
    icon: 'travel',
    title: '旅行Vlog',
    subtitle: '第一人称旅行旁白，轻松有画面',
    placeholder: '输入目的地和旅途中印象深的几件事',
    demos: ['大理三日：洱海骑行、古城夜市、苍山徒步', '一个人去重庆：坐轻轨穿楼、吃老火锅', '冬天的哈尔滨：冰雪大世界和中央大街'],
    instruction: '写一段约1分钟的旅行Vlog旁白：第一人称，语气轻松，按时间或路线串起几个画面，每个画面一句感受，加一两个实用小贴士，结尾留一句感悟。',
    label: fresh,
  },
  {
    code: 'food-review',
    icon: 'food',
    title: '美食探店',
    subtitle: '让人看了就想去的探店口播',
    placeholder: '输入店名、菜品、人均和环境特点',
    demos: ['老城区的牛肉面馆，人均25元，开了三十年', '网红甜品店，开心果千层，周末排队', '湘菜小馆，辣椒炒肉和剁椒鱼头'],
    instruction: '写一段45秒的美食探店口播：开头一句制造期待，介绍两到三道招牌菜（口感、味道要写得具体诱人），说明人均、位置和适合的场合，最后给出真实的推荐指数。',
    label: fresh,
  },
  {
    code: 'podcast-opening',
    icon: 'podcast',
    title: '播客开场',
    subtitle: '节目开场白与嘉宾介绍',
    placeholder: '输入节目名称、本期话题和嘉宾',
    demos: ['职场播客，本期聊“要不要辞职去创业”，嘉宾是连续创业者', '读书播客，本期聊《活着》', '科技播客，本期聊AI会不会取代配音演员'],
    instruction: '写一段约1分钟的播客开场：问候听众、用一个小故事或问题引出本期话题、介绍嘉宾（身份和看点）、预告本期会聊的两三个问题，语气自然像聊天。',
  },
  {
    code: 'game-commentary',
    icon: 'game',
    title: '游戏解说',
    subtitle: '激情解说与攻略讲解',
    placeholder: '输入游戏名称和要解说的片段或攻略要点',
    demos: ['一局翻盘的团战，最后五秒偷塔获胜', '新手开荒攻略：前十级怎么升最快', '限时活动全收集路线'],
    instruction: '写一段约1分钟的游戏解说稿：节奏快、短句多、情绪有起伏，关键操作用有画面感的词描述；攻略类内容要步骤清晰，给出一两个容易忽略的细节。',
  },
  {
    code: 'health-science',
    icon: 'health',
    title: '健康科普',
    subtitle: '严谨易懂的健康知识口播',
    placeholder: '输入科普主题，例如：久坐对身体的影响和改善办法',
    demos: ['为什么不建议空腹喝咖啡', '春季过敏高发，怎么区分感冒和过敏', '每天走一万步真的有必要吗'],
    instruction: '写一段约90秒的健康科普口播：先纠正一个常见误区，再用通俗的话解释原理，给出三条可执行的建议；只讲公认的常识，不承诺疗效，最后提醒身体不适及时就医。',
  },
  {
    code: 'notice-announcement',
    icon: 'notice',
    title: '通知公告',
    subtitle: '商场、社区、校园广播通知',
    placeholder: '输入通知事项、时间、地点和注意事项',
    demos: ['小区周六上午九点停水，预计四小时', '商场今晚九点半闭店，请顾客带好随身物品', '学校运动会开幕式流程和入场顺序'],
    instruction: '写一段广播通知：先说“各位……请注意”，再清楚交代事项、时间、地点和需要配合的事，关键信息（时间、地点）重复一遍，结尾致谢；语气礼貌清晰，约30到60秒。',
  },
  {
    code: 'wedding-speech',
    icon: 'festival',
    title: '婚礼致辞',
    subtitle: '证婚人、父母、伴郎伴娘的致辞稿',
    placeholder: '输入致辞身份、新人的故事和想表达的祝福',
    demos: ['新郎父亲致辞，儿子从小就很有主见', '伴娘致辞，和新娘是十五年的闺蜜', '证婚人致辞，新人是大学同学'],
    instruction: '写一段2分钟左右的婚礼致辞：开场感谢来宾，讲一两个新人的真实小故事，表达祝福和期望，结尾号召大家举杯；温暖幽默，适合当众朗读。',
  },
  {
    code: 'documentary-narration',
    icon: 'book',
    title: '纪录片旁白',
    subtitle: '沉稳大气的人文、自然纪录片解说',
    placeholder: '输入纪录片题材和想表现的画面',
    demos: ['长江源头的冰川与牧民', '一座老城里的最后一家手工铜器铺', '迁徙途中的候鸟'],
    instruction: '写一段约2分钟的纪录片旁白：沉稳克制，以画面为主、解说为辅，每段先写画面再写一两句解说，穿插一两个准确的知识点，结尾上升到人与自然或时间的思考。',
    label: fresh,
  },
];
