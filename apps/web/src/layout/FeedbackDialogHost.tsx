// The right tool bar's feedback form (spec 01 §2 "Feedback dialog"), sent to /api/feedback/add.
import { useAtom } from 'jotai';
import { FeedbackDialog } from '@peiyin/ui';
import { useAddFeedback } from '../api/feedback';
import { feedbackOpenAtom } from '../state/feedbackDialog';

export function FeedbackDialogHost() {
  const [open, setOpen] = useAtom(feedbackOpenAtom);
  const add = useAddFeedback();
  return (
    <FeedbackDialog
      open={open}
      onOpenChange={setOpen}
      onSubmit={(values) => add.mutateAsync({ ...values, otherContacts: values.otherContacts || undefined })}
    />
  );
}
