// The right tool bar's feedback form (spec 01 §2 "Feedback dialog"), sent to /api/feedback/add.
import { useAtom } from 'jotai';
import { FeedbackDialog } from '@peiyin/ui';
import { api } from '../api';
import { feedbackOpenAtom } from '../state/feedbackDialog';

export function FeedbackDialogHost() {
  const [open, setOpen] = useAtom(feedbackOpenAtom);
  return (
    <FeedbackDialog
      open={open}
      onOpenChange={setOpen}
      onSubmit={(values) => api.feedback.add({ ...values, otherContacts: values.otherContacts || undefined })}
    />
  );
}
