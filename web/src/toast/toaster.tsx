import { X } from 'lucide-react';
import { useToast } from './use-toast.ts';

/** The one toast region of the app; mounted once in the page shell. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const visible = toasts.filter((item) => item.open);
  return (
    <section aria-label="Notifications" aria-live="polite" className="toast toast-end toast-bottom z-50">
      {visible.map((item) => (
        <div
          key={item.id}
          role={item.variant === 'destructive' ? 'alert' : 'status'}
          className={`alert w-80 max-w-[calc(100vw-2rem)] items-start whitespace-normal shadow-lg ${
            item.variant === 'destructive' ? 'alert-error' : 'bg-base-100'
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{item.title}</p>
            {item.description && <p className="text-sm opacity-90">{item.description}</p>}
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-square btn-xs"
            aria-label="Dismiss notification"
            onClick={() => dismiss(item.id)}
          >
            <X aria-hidden="true" size={16} />
          </button>
        </div>
      ))}
    </section>
  );
}
