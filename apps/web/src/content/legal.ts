import type { OutsideService } from '@peiyin/api-client';
import type { StaticDoc, StaticSection } from './types';

const updated = '更新日期：2026年11月1日　生效日期：2026年11月1日';

export const userAgreement: StaticDoc = {
  path: '/protocol',
  title: '用户协议',
  subtitle: updated,
  sections: [
    {
      id: 'intro',
      heading: '一、协议的范围',
      paragraphs: [
        '欢迎使用配音（Peiyin）。本协议是您与配音服务的运营者（以下简称“我们”）之间关于使用配音网站、客户端及相关服务（以下统称“本服务”）所订立的协议。',
        '请您在注册或使用本服务前仔细阅读本协议，尤其是以加粗或其他明显方式提示的免除或限制责任的条款。您点击登录、注册或实际使用本服务，即视为您已阅读并同意本协议的全部内容。',
      ],
    },
    {
      id: 'account',
      heading: '二、账号注册与使用',
      paragraphs: [
        '您可以使用手机号码和短信验证码注册并登录本服务，也可以在设置密码后使用手机号或用户名加密码登录。首次使用手机号登录即视为注册。',
        '您应妥善保管账号、密码及验证码，因您保管不善导致的损失由您自行承担。如发现账号被他人使用，请立即通过“意见反馈”或客服微信联系我们。',
        '邀请码仅在首次注册时或在“绑定邀请码”页面绑定一次，绑定后不可更改。',
      ],
    },
    {
      id: 'content',
      heading: '三、用户内容与合成作品',
      paragraphs: [
        '您在本服务中输入的文案、上传的背景音乐及其他素材（以下简称“用户内容”）的权利归您或原权利人所有。您保证对用户内容拥有合法权利，且不侵犯任何第三方的合法权益。',
        '在遵守本协议的前提下，您使用本服务合成的音频可用于个人及商业用途。使用情绪主播、高清音质等会员权益合成的作品，以您在合成时的会员状态为准。',
        '您不得利用本服务制作、传播违反法律法规、危害国家安全、侵犯他人名誉权、肖像权、隐私权或知识产权的内容，不得冒充他人声音实施欺诈。',
      ],
    },
    {
      id: 'ai',
      heading: '四、人工智能生成内容的标识',
      paragraphs: [
        '依据《人工智能生成合成内容标识办法》等规定，您在公开传播由本服务生成的语音、文字和图片时，应当以适当方式标明其为人工智能生成内容。',
        '人工智能生成的内容可能存在错误或不准确之处，请您在使用前自行核对，我们不对生成内容的准确性作出保证。',
      ],
    },
    {
      id: 'fees',
      heading: '五、会员与付费服务',
      paragraphs: [
        '部分功能需要开通会员后使用，具体权益、价格和有效期以购买页面展示为准。会员有效期自购买时起计算，重复购买时有效期顺延。',
        '会员服务属于虚拟商品，一经开通，除法律法规另有规定外不支持退款。详细规则见《会员服务协议》及《自动续费服务协议》。',
      ],
    },
    {
      id: 'liability',
      heading: '六、服务的变更、中断与责任限制',
      paragraphs: [
        '我们会尽力保障服务的稳定运行，但不保证服务不会中断。因系统维护、升级或不可抗力导致的服务中断，我们将尽可能提前通知。',
        '在法律允许的最大范围内，我们对因使用或无法使用本服务造成的间接损失不承担责任。',
      ],
    },
    {
      id: 'misc',
      heading: '七、其他',
      paragraphs: [
        '我们可能根据业务发展修订本协议，修订后的协议将在本页面公布；您继续使用本服务即视为接受修订后的协议。',
        '本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商；协商不成的，提交运营者所在地有管辖权的人民法院诉讼解决。',
      ],
    },
  ],
};

export const privacyPolicy: StaticDoc = {
  path: '/privacy',
  title: '隐私政策',
  subtitle: updated,
  sections: [
    {
      id: 'collect',
      heading: '一、我们收集的信息',
      paragraphs: ['为向您提供服务，我们会在以下场景收集必要的信息：'],
      items: [
        '注册与登录：手机号码、短信验证码、密码（仅保存不可逆的加盐哈希）、微信登录时的 openid。',
        '创作与合成：您输入的文案、选择的主播与参数、上传的背景音乐，以及合成生成的音频文件。',
        '智能工具、AI写作与AI绘画：您上传的图片、音频和视频，粘贴的链接，输入的问题、文案和画面描述，以及生成的文字和图片（图片文字识别的图片识别后即删除）。',
        '意见反馈：反馈内容、联系邮箱和您自愿填写的其他联系方式。',
        '安全与运行：访问日志（IP 地址、请求时间、请求标识），用于防止验证码滥用和排查故障。',
      ],
    },
    {
      id: 'use',
      heading: '二、我们如何使用信息',
      paragraphs: [
        '我们仅为实现本服务的功能使用上述信息：验证身份、保存草稿与作品、执行合成任务、处理反馈、保障账号与系统安全。',
        '我们不会将您的文案和音频用于训练模型，也不会出售您的个人信息。',
      ],
    },
    {
      id: 'store',
      heading: '三、信息的存储与保护',
      paragraphs: [
        '您的信息存储在中华人民共和国境内的服务器上。开源版本由部署者自行运营，数据存储在部署者指定的位置。',
        '我们采用传输加密、访问控制、密码哈希等措施保护您的信息。账号注销后，我们将在法律要求的期限届满后删除或匿名化您的个人信息。',
      ],
    },
    {
      id: 'share',
      heading: '四、信息的共享',
      paragraphs: ['仅在实现功能所必需时，我们会与第三方服务商共享最少的信息，详见《第三方信息共享清单》。除此之外，未经您的同意我们不会向第三方提供您的个人信息。'],
    },
    // the services in use are listed under this heading by `withOutsideServices` (from the server's configuration)
    {
      id: 'rights',
      heading: '五、您的权利',
      paragraphs: [
        '您可以在“账户信息”中查看和修改昵称，在“设置密码”中设置或修改密码，在“创作中心”中删除草稿与合成任务。',
        '如需查询、更正、删除个人信息或注销账号，请通过意见反馈联系我们，我们将在十五个工作日内答复。',
      ],
    },
    {
      id: 'minors',
      heading: '六、未成年人保护',
      paragraphs: ['若您是未满十四周岁的未成年人，请在监护人的陪同下阅读本政策，并在取得监护人同意后使用本服务。'],
    },
  ],
};

/// The third-party list: one section per outside service this deployment uses, as its server reports them
/// (GET /api/settings/services), so the writing model, the recogniser, the image model and the video sites a
/// user's text, audio and pictures go to are named. Until the list arrives the page says it is loading.
export const thirdPartyList: StaticDoc = {
  path: '/third-party',
  title: '第三方信息共享清单',
  subtitle: updated,
  sections: [
    {
      id: 'intro',
      heading: '说明',
      paragraphs: [
        '本清单按本站当前的配置生成，列出为实现各项功能而接收您信息的第三方服务。语音合成默认使用内置的离线引擎，图片文字识别在本站服务器上完成，它们不向第三方发送信息，因此不在清单中。',
      ],
    },
  ],
};

/// One section of the third-party list for a service.
export function serviceSection(service: OutsideService): StaticSection {
  return { id: service.id, heading: service.title, paragraphs: [`用途：${service.purpose}。共享信息：${service.data}。接收方：${service.recipient}。`] };
}

/// A policy page with the services in use written in: the third-party list gets a section per service; the
/// privacy policy's 信息的共享 names them in a list. `services` null: still loading (the page says so).
export function withOutsideServices(doc: StaticDoc, services: readonly OutsideService[] | null): StaticDoc {
  if (doc.path === '/third-party') {
    if (!services) return { ...doc, sections: [...doc.sections, { id: 'loading', heading: '正在读取本站使用的服务…', paragraphs: [] }] };
    return { ...doc, sections: [...doc.sections, ...services.map(serviceSection)] };
  }
  if (doc.path === '/privacy') {
    return {
      ...doc,
      sections: doc.sections.map((section) =>
        section.id === 'share'
          ? {
              ...section,
              items: services ? services.map((service) => `${service.title}：${service.data}，发送至${service.recipient}。`) : ['正在读取本站使用的服务…'],
            }
          : section,
      ),
    };
  }
  return doc;
}

export const memberAgreement: StaticDoc = {
  path: '/member-agreement',
  title: '会员服务协议',
  subtitle: updated,
  sections: [
    {
      id: 'scope',
      heading: '一、会员服务',
      paragraphs: ['会员服务是我们在基础服务之外提供的增值服务。开通会员后，您可以在有效期内享受对应等级的会员权益。'],
    },
    {
      id: 'rights',
      heading: '二、会员权益',
      paragraphs: ['会员等级越高，权益越多。目前的会员权益包括：'],
      items: [
        '48k 高清音质音频下载；',
        '免费使用全部情绪主播；',
        '每日免费合成次数：等级 2 每日 80 次，等级 3 每日 90 次；',
        '视频提取：等级 2 支持大部分平台，等级 3 支持多平台；',
        '免费使用图片文字识别。',
      ],
    },
    {
      id: 'term',
      heading: '三、有效期',
      paragraphs: ['会员有效期自支付成功时起计算。在有效期内再次购买的，有效期在原到期时间基础上顺延。'],
    },
    {
      id: 'refund',
      heading: '四、退款',
      paragraphs: ['会员服务为虚拟商品，开通后即时生效，除法律法规另有规定或因我们的原因导致无法提供服务外，不支持退款。'],
    },
    {
      id: 'conduct',
      heading: '五、会员行为规范',
      paragraphs: ['会员账号仅限本人使用，不得转让、出借或出售。发现违规共享账号的，我们有权暂停相应会员权益。'],
    },
  ],
};

export const subscriptionAgreement: StaticDoc = {
  path: '/subscription-agreement',
  title: '自动续费服务协议',
  subtitle: updated,
  sections: [
    {
      id: 'what',
      heading: '一、自动续费服务',
      paragraphs: ['自动续费服务是指在您已开通会员的前提下，在会员到期前自动扣费并延长会员有效期的服务。您需在支付时主动勾选同意后方可开通。'],
    },
    {
      id: 'notice',
      heading: '二、扣费提醒',
      paragraphs: ['我们将在每次扣费前至少五日以短信或站内消息方式提醒您扣费时间与金额。'],
    },
    {
      id: 'cancel',
      heading: '三、取消方式',
      paragraphs: ['您可以随时在支付宝或微信支付的“自动扣款”设置中取消自动续费。取消后，已支付的会员有效期不受影响。'],
    },
  ],
};
