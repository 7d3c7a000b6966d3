// The sandbox cashier (issue 13 "Providers: sandbox"): the page the sandbox's QR (and a phone's mobile order)
// opens. Server-rendered with no script at all, so it works on any phone on the same network and under the
// strict CSP; 确认支付 and 取消 are plain form posts. Each completes the order the way a real provider does:
// the sandbox signs a notification and it is delivered to the same notification route
// (`/api/trade/notify/sandbox`) and the same verification a real provider's goes through.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fenToYuan, PayError, PAY_NOTIFY_PATH, SANDBOX_CASHIER_PATH, type SandboxCheckout, type SandboxPayProvider, type SignedNotification } from '../../providers/pay/index.ts';
import { beijingTime } from './service.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `
*{box-sizing:border-box}body{margin:0;font-family:"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",system-ui,sans-serif;background:#f5f6fa;color:#1d2130;font-size:14px}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 4px 16px rgba(22,25,48,.08);padding:24px 20px;text-align:center}
.brand{font-weight:700;font-size:16px;color:#5b4cf0;margin-bottom:4px}
.notice{margin:16px 0;padding:10px 12px;border-radius:8px;background:#fff4e0;color:#8a5a0b;font-weight:600}
.amount{font-size:36px;font-weight:700;margin:8px 0}.amount small{font-size:18px;margin-right:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;text-align:left;margin:16px 0;color:#565c70}dd{margin:0;color:#1d2130;word-break:break-all}
form{margin:0}button,.link{display:block;width:100%;min-height:44px;border-radius:8px;border:0;font-size:16px;font-weight:600;cursor:pointer;margin-top:12px;text-decoration:none;line-height:44px}
.pay{background:#5b4cf0;color:#fff}.cancel{background:#f2f3f8;color:#565c70}.link{background:#5b4cf0;color:#fff}
.state{font-size:20px;font-weight:700;margin:12px 0 4px}.ok{color:#16a06a}.bad{color:#e5484d}.hint{color:#8b90a3;margin-top:8px}
`;

function page(title: string, body: string, refreshTo: string | null = null): string {
  const refresh = refreshTo ? `<meta http-equiv="refresh" content="2;url=${escape(refreshTo)}">` : '';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}<title>${escape(title)}</title><style>${styles}</style></head><body><main><div class="card"><div class="brand">配音 · 沙箱收银台</div>${body}</div></main></body></html>`;
}

const notice = '<div class="notice" role="note">沙箱支付，不产生真实扣款</div>';
const hidden = (query: { orderNo: string; t: string }) => `<input type="hidden" name="orderNo" value="${escape(query.orderNo)}"><input type="hidden" name="t" value="${escape(query.t)}">`;

function checkoutPage(checkout: SandboxCheckout, query: { orderNo: string; t: string }): string {
  const details = `<div class="amount"><small>¥</small>${fenToYuan(checkout.amountFen)}</div><dl><dt>订单号</dt><dd>${escape(checkout.orderNo)}</dd><dt>有效期至</dt><dd>${beijingTime(checkout.expiresAt.getTime())}</dd></dl>`;
  if (checkout.state === 'paid') return resultPage(checkout, true);
  if (checkout.state === 'closed') return page('订单已取消', `${notice}<div class="state bad">订单已取消</div><p class="hint">请返回重新下单</p>${backLink(checkout)}`);
  if (checkout.state === 'expired') return page('订单已过期', `${notice}<div class="state bad">订单已过期</div><p class="hint">请返回重新下单</p>${backLink(checkout)}`);
  return page(
    '确认支付',
    `${notice}${details}<form method="post" action="${SANDBOX_CASHIER_PATH}/pay">${hidden(query)}<button class="pay" type="submit">确认支付</button></form><form method="post" action="${SANDBOX_CASHIER_PATH}/cancel">${hidden(query)}<button class="cancel" type="submit">取消</button></form>`,
  );
}

function backLink(checkout: SandboxCheckout): string {
  return checkout.returnUrl && /^https?:\/\//.test(checkout.returnUrl) ? `<a class="link" href="${escape(checkout.returnUrl)}">返回配音</a>` : '';
}

function resultPage(checkout: SandboxCheckout, paid: boolean): string {
  const back = checkout.returnUrl && /^https?:\/\//.test(checkout.returnUrl) ? checkout.returnUrl : null;
  return page(
    paid ? '支付成功' : '已取消',
    `${notice}<div class="state ${paid ? 'ok' : 'bad'}">${paid ? '支付成功' : '订单已取消'}</div><div class="amount"><small>¥</small>${fenToYuan(checkout.amountFen)}</div><p class="hint">${back ? '正在返回配音…' : paid ? '请回到电脑查看开通结果' : '请回到电脑重新下单'}</p>${backLink(checkout)}`,
    back,
  );
}

function errorPage(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof PayError)) throw error;
  return reply.code(error.code === 'rejected' ? 400 : 409).type('text/html; charset=utf-8').send(page('无法支付', `${notice}<div class="state bad">${escape(error.message)}</div>`));
}

export function sandboxCashier(app: FastifyInstance, sandbox: SandboxPayProvider): void {
  /// Hands a signed notification to our own notification route, exactly as the provider's servers would post it.
  async function deliver(notification: SignedNotification): Promise<boolean> {
    const answer = await app.inject({ method: 'POST', url: `${PAY_NOTIFY_PATH}/sandbox`, headers: notification.headers, payload: notification.body });
    return answer.statusCode === 200;
  }

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));

    scope.get(SANDBOX_CASHIER_PATH, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      try {
        const checkout = sandbox.readCheckout(query);
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(checkoutPage(checkout, { orderNo: String(query.orderNo), t: String(query.t) }));
      } catch (error) {
        return errorPage(reply, error);
      }
    });

    scope.post(`${SANDBOX_CASHIER_PATH}/pay`, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      try {
        const notification = sandbox.pay(form);
        if (!(await deliver(notification))) throw new PayError('busy', '支付通知未被接受，请稍后重试');
        const checkout = sandbox.readCheckout(form);
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(resultPage(checkout, true));
      } catch (error) {
        return errorPage(reply, error);
      }
    });

    scope.post(`${SANDBOX_CASHIER_PATH}/cancel`, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      try {
        const checkout = sandbox.readCheckout(form);
        if (sandbox.cancel(form)) {
          // The provider closes the trade and says so: the order expires through the notification route.
          await deliver(sandbox.notification({ app_id: 'sandbox', out_trade_no: checkout.orderNo, trade_no: `sbxclosed${checkout.orderNo}`, total_fen: checkout.amountFen, trade_state: 'CLOSED' }));
        }
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(resultPage(sandbox.readCheckout(form), false));
      } catch (error) {
        return errorPage(reply, error);
      }
    });
  });
}
