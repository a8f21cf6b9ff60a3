import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it and the page
 * behind is inert. Mounted only while open; dialogs opened from a dialog stack above it.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={`modal-box ${wide ? 'w-11/12 max-w-5xl' : 'max-w-lg'}`}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold break-all">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label="Close"
            onClick={onClose}
          >
            <X aria-hidden="true" size={18} />
          </button>
        </div>
        {children}
      </div>
      <button
        type="button"
        className="modal-backdrop"
        aria-label="Close dialog"
        tabIndex={-1}
        onClick={onClose}
      />
    </dialog>
  );
}
