import { useSyncExternalStore } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import * as css from './Toast.css';
import { toastStore } from './toastStore';
import type { ToastTone } from './toastStore';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

const icons: Record<ToastTone, typeof InfoIcon> = { success: SuccessIcon, error: ErrorIcon, warning: WarningIcon, info: InfoIcon };

export type ToasterProps = {
  /** Accessible label of the notification region. @default '通知' */
  label?: string;
};

/** Renders the toasts queued with `toast.*`; mount once near the root of the app. */
export function Toaster({ label = '通知' }: ToasterProps) {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <RadixToast.Provider swipeDirection="up" label={label}>
      {items.map((item) => {
        const Icon = icons[item.tone];
        return (
          <RadixToast.Root
            key={item.id}
            className={css.toast}
            data-tone={item.tone}
            duration={item.duration}
            type={item.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) toastStore.dismiss(item.id);
            }}
          >
            <Icon size={18} className={css.icon} />
            <RadixToast.Description>{item.message}</RadixToast.Description>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className={css.viewport} />
    </RadixToast.Provider>
  );
}
